/// Gathers `.homepage(_:)`-tagged module views into one list, in any order: `ContentView`
/// shows them in the order the domain computed, and leaves out the ones not asked for.
@resultBuilder
public enum HomepageBuilder {
    public static func buildExpression(_ item: HomepageItem) -> [HomepageItem] { [item] }
    public static func buildBlock(_ items: [HomepageItem]...) -> [HomepageItem] { items.flatMap { $0 } }
    public static func buildOptional(_ items: [HomepageItem]?) -> [HomepageItem] { items ?? [] }
    public static func buildEither(first items: [HomepageItem]) -> [HomepageItem] { items }
    public static func buildEither(second items: [HomepageItem]) -> [HomepageItem] { items }
    public static func buildArray(_ items: [[HomepageItem]]) -> [HomepageItem] { items.flatMap { $0 } }
}
