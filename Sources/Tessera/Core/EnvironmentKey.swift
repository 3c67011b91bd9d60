/// A key for a value of your own in the environment, as SwiftUI's `EnvironmentKey`: a module
/// hands a style down its subtree without threading it through every initializer.
///
/// ```swift
/// struct ModuleStyleKey: EnvironmentKey {
///     static let defaultValue = ModuleStyle.plain
/// }
/// extension EnvironmentValues {
///     var moduleStyle: ModuleStyle {
///         get { self[ModuleStyleKey.self] }
///         set { self[ModuleStyleKey.self] = newValue }
///     }
/// }
/// Module { … }.environment(\.moduleStyle, .blush)        // set for a subtree
/// EnvironmentReader { env in Title().foregroundColor(env.moduleStyle.ink) }   // read
/// ```
///
/// Values are `Sendable` because an environment may be built on one thread and read on another
/// (a gallery renders stories in parallel); they are looked up by key, never enumerated, so
/// renders stay deterministic.
public protocol EnvironmentKey {
    associatedtype Value: Sendable
    /// The value a view reads when no ancestor set one.
    static var defaultValue: Value { get }
}

extension EnvironmentValues {
    /// The value for a custom key: what the nearest ancestor set, else the key's default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { customValues[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { customValues[ObjectIdentifier(key)] = newValue }
    }
}
