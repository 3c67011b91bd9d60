import TesseraJSON

/// Scenes are read with TesseraJSON's strict parser (`Scene.init(json:limits:)`), then walked
/// as plain values: scene errors name JSON paths, so positions are not needed past parsing.
typealias SceneJSON = JSONValue

/// One member of a scene object, in written order.
typealias SceneMember = JSONMember

extension JSONValue {
    /// The value's kind as scene error messages say it ("must be a string, not a number").
    var kind: String { kindName }
}
