import Foundation
import Testing
@testable import Tessera

/// Scroll viewports and ViewThatFits in JSON scenes, and token-valued frame and opacity.
@Suite struct SceneContainerTests {
    func render(_ json: String, width: Double = 375) throws -> RenderResult {
        try Scene(json: Array(json.utf8)).render(with: renderer(), assetRoot: examplesURL)
    }

    func sceneError(_ json: String) -> String? {
        do {
            _ = try render(json)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aScrollSceneRendersLikeTheSwiftScrollView() throws {
        let rows = (0..<10).map { #"{"type": "color", "color": "card", "modifiers": [{"frame": {"height": 60}}, {"key": "row\#($0)"}]}"# }
        let json = #"""
        {"width": 200, "height": 300, "body": {"type": "vstack", "spacing": 0, "children": [
          {"type": "color", "color": "accent", "modifiers": [{"frame": {"height": 50}}]},
          {"type": "scroll", "contentOffset": 90, "children": [{"type": "vstack", "spacing": 0, "children": [\#(rows.joined(separator: ","))]}],
           "modifiers": [{"key": "scroll"}]},
          {"type": "color", "color": "action", "modifiers": [{"frame": {"height": 50}}]}
        ]}}
        """#
        let scene = try render(json)
        #expect(scene.frames["scroll"] == Rect(x: 0, y: 50, width: 200, height: 200))
        #expect(scene.frames["row0"]?.minY == -40)
        let swift = try renderer().render(VStack(spacing: 0) {
            ColorFill(.accent).frame(height: 50)
            ScrollView(contentOffset: 90) {
                VStack(spacing: 0) { ForEach(0..<10) { ColorFill(.card).frame(height: 60).key("row\($0)") } }
            }
            .key("scroll")
            ColorFill(.action).frame(height: 50)
        }, size: Size(width: 200, height: 300))
        #expect(scene.bitmap == swift.bitmap)
        #expect(scene.frames == swift.frames)
    }

    @Test func aHorizontalScrollAndViewThatFitsRead() throws {
        let json = #"""
        {"width": 150, "body": {"type": "vstack", "children": [
          {"type": "scroll", "axis": "horizontal", "children": [{"type": "color", "color": "card", "modifiers": [{"frame": {"width": 400, "height": 20}}]}],
           "modifiers": [{"key": "carousel"}]},
          {"type": "viewThatFits", "children": [
            {"type": "color", "color": "card", "modifiers": [{"frame": {"width": 200, "height": 10}}, {"key": "wide"}]},
            {"type": "color", "color": "card", "modifiers": [{"frame": {"width": 100, "height": 10}}, {"key": "narrow"}]}
          ]}
        ]}}
        """#
        let frames = try render(json).frames
        #expect(frames["carousel"]?.size == Size(width: 150, height: 20))
        #expect(frames["narrow"] != nil && frames["wide"] == nil)
    }

    @Test func framesAndOpacityTakeTokenNames() throws {
        let r = try renderer()
        let json = #"""
        {"body": {"type": "color", "color": "card", "modifiers": [
          {"frame": {"width": "size.touchTarget", "height": "m"}}, {"opacity": "opacity.disabled"}, {"key": "box"}]}}
        """#
        let result = try render(json)
        #expect(result.frames["box"]?.size == Size(width: r.theme[.sizeTouchTarget].points, height: 16))
        #expect(result.displayList.operations.contains { $0 == .pushLayer(opacity: r.theme[.opacityDisabled]) })
    }

    @Test func badValuesNameTheirPath() {
        #expect(sceneError(#"{"body": {"type": "scroll", "axis": "diagonal"}}"#)?.contains("$.body.axis") == true)
        #expect(sceneError(#"{"body": {"type": "scroll", "contentOffset": -5, "children": [{"type": "divider"}]}}"#)?.contains("contentOffset") == true)
        #expect(sceneError(#"{"body": {"type": "viewThatFits", "axes": "sideways"}}"#)?.contains("$.body.axes: unknown axes") == true)
        #expect(sceneError(#"{"body": {"type": "scroll", "offset": 3}}"#)?.contains("$.body.offset") == true)
        #expect(sceneError(#"{"body": {"type": "divider", "modifiers": [{"frame": {"width": "huge"}}]}}"#)?.contains("$.body.modifiers[0].frame.width") == true)
        #expect(sceneError(#"{"body": {"type": "divider", "modifiers": [{"opacity": "opacity.nope"}]}}"#)?.contains("$.body.modifiers[0].opacity") == true)
    }

    /// Each ViewThatFits level measures its candidates for several proposals; the per-render
    /// size cache keeps nesting linear.
    @Test func deeplyNestedViewThatFitsLaysOutQuickly() throws {
        let depth = 24
        let json = String(repeating: #"{"type": "viewThatFits", "children": [{"type": "color", "color": "card", "modifiers": [{"frame": {"width": 1000, "height": 4}}]}, "#, count: depth)
            + #"{"type": "text", "text": "deep"}"# + String(repeating: "]}", count: depth)
        let result = try render(#"{"body": \#(json)}"#)
        #expect(result.size.height > 10)
    }
}
