/// Sets one environment value for the content: the lowering of the modifiers that only pass a
/// value down (`font`, `truncationMode`, `hyphens`, `multilineTextAlignment`, `textSize`, `layoutDirection`),
/// so each of them is its API and JSON alone.
struct EnvironmentValueModifier<Value: Sendable>: EnvironmentStep {
    let keyPath: WritableKeyPath<EnvironmentValues, Value> & Sendable
    let value: Value

    init(_ keyPath: WritableKeyPath<EnvironmentValues, Value> & Sendable, _ value: Value) {
        self.keyPath = keyPath
        self.value = value
    }

    func apply(to environment: inout EnvironmentValues, in context: LoweringContext) { environment[keyPath: keyPath] = value }
}

/// Sets `foregroundColor` or `tint` for the content; `.tint` and `.foreground` name the
/// inherited values (`.foregroundColor(.tint)` draws in the tint the view inherits).
struct EnvironmentColorModifier: EnvironmentStep {
    let keyPath: WritableKeyPath<EnvironmentValues, ColorValue> & Sendable
    let color: ColorValue

    func apply(to environment: inout EnvironmentValues, in context: LoweringContext) {
        environment[keyPath: keyPath] = color == .tint ? environment.tint : color == .foreground ? environment.foregroundColor : color
    }
}
