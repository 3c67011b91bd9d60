import TesseraGeometry

/// A value views publish up the tree, combined by `reduce` in drawing order (SwiftUI's
/// `PreferenceKey`). Values are collected after layout, so they can depend on frames.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// The frames of every view keyed with `.key(_:)`, in root coordinates (points); the last
/// published frame wins for a repeated name.
public enum KeyedFrames: PreferenceKey {
    public static var defaultValue: [String: Rect] { [:] }
    public static func reduce(value: inout [String: Rect], nextValue: () -> [String: Rect]) {
        value.merge(nextValue()) { _, new in new }
    }
}

/// Publishes a value for a preference key computed from the element's frame.
struct PreferenceWriter {
    let publish: (Rect, inout PreferenceValues) -> Void
    /// The name of `.key(name)`, which the audit names findings by.
    var key: String? = nil

    /// The writer behind `.key(name)`: the frame under that name.
    static func keyedFrame(_ name: String) -> PreferenceWriter {
        PreferenceWriter(publish: { frame, values in
            values.publish(KeyedFrames.self, [name: frame])
        }, key: name)
    }
}

/// A view built from the preferences an element's subtree published (`overlayPreferenceValue`).
struct PreferenceOverlay {
    let build: (PreferenceValues) throws(RenderError) -> Element
    let alignment: Alignment
}

/// Preference values collected during drawing, by key type. Each entry keeps its key's
/// `reduce`, so values collected in a nested scope (under an `overlayPreferenceValue`) can be
/// merged into the enclosing scope in drawing order.
struct PreferenceValues {
    private struct Entry {
        var value: Any
        let reduce: (Any, Any) -> Any
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    mutating func publish<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
        let id = ObjectIdentifier(key)
        if let entry = entries[id] {
            entries[id]?.value = entry.reduce(entry.value, value)
        } else {
            var initial = K.defaultValue
            K.reduce(value: &initial) { value }
            entries[id] = Entry(value: initial) { current, next in
                var reduced = current as? K.Value ?? K.defaultValue
                K.reduce(value: &reduced) { next as? K.Value ?? K.defaultValue }
                return reduced
            }
        }
    }

    subscript<K: PreferenceKey>(key: K.Type) -> K.Value {
        entries[ObjectIdentifier(key)]?.value as? K.Value ?? K.defaultValue
    }

    /// Adds what `later` collected after what this one holds.
    mutating func append(_ later: PreferenceValues) {
        for (id, entry) in later.entries {
            if let existing = entries[id] {
                entries[id]?.value = existing.reduce(existing.value, entry.value)
            } else {
                entries[id] = entry
            }
        }
    }
}

/// Publishes `value` under `K` (`.preference(key: Badge.self, value: 3)`).
public struct PreferenceView<Content: View, K: PreferenceKey>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let value: (Rect) -> K.Value

    func lower(in context: LoweringContext) throws(RenderError) -> [Element] {
        let value = value
        return try context.lower(content).map { element in
            element.decorations.append(.preference(PreferenceWriter { frame, values in
                values.publish(K.self, value(frame))
            }))
            return element
        }
    }
}

/// Content with a view built from the preference values its subtree published, drawn over it
/// in its frame: a second pass after layout, so the overlay can depend on frames (the spotlight
/// of seed 002 cuts holes where keyed views landed).
public struct PreferenceOverlayView<Content: View, K: PreferenceKey, Overlay: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let alignment: Alignment
    let overlay: (K.Value) -> Overlay

    func lower(in context: LoweringContext) throws(RenderError) -> [Element] {
        let overlay = overlay
        return try context.lower(content).map { element in
            element.decorations.append(.preferenceOverlay(PreferenceOverlay(build: { values throws(RenderError) in
                try Element.single(context.lower(overlay(values[K.self])))
            }, alignment: alignment)))
            return element
        }
    }
}

extension View {
    /// Publishes a value for a preference key.
    public func preference<K: PreferenceKey>(key: K.Type, value: K.Value) -> PreferenceView<Self, K> {
        PreferenceView(content: self) { _ in value }
    }

    /// Publishes a value computed from this view's frame (root coordinates, points), as
    /// SwiftUI's `anchorPreference(key:value: .bounds, transform:)`.
    public func framePreference<K: PreferenceKey>(key: K.Type, transform: @escaping (Rect) -> K.Value) -> PreferenceView<Self, K> {
        PreferenceView(content: self, value: transform)
    }

    /// Draws a view built from the values this subtree published for `K` over it, laid out in
    /// this view's frame. Frames (`KeyedFrames`) are in root coordinates, so apply this at the
    /// root (as a spotlight overlay does) to draw at them directly.
    public func overlayPreferenceValue<K: PreferenceKey, Overlay: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ overlay: @escaping (K.Value) -> Overlay
    ) -> PreferenceOverlayView<Self, K, Overlay> {
        PreferenceOverlayView(content: self, alignment: alignment, overlay: overlay)
    }
}
