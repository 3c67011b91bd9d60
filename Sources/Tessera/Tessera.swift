/// Tessera: the declarative layer users write components against.
///
/// What it is for: SwiftUI-like views (`Text`, `Image`, shapes, stacks, `Flex`, `ScrollView`,
/// `ViewThatFits`), builders, chained modifiers and modifier values (`Modifier`, composed with
/// `<>`; lengths, radii and opacities as points or tokens), an environment (themes by color
/// scheme, scale, text size, layout direction, locale, custom `EnvironmentKey`s), preferences
/// and keyed frames, Bento's lists of sections and nodes, JSON scenes — and `Renderer`, one
/// call from a view to a PNG.
///
/// The pipeline, each stage a pure function: a view (value tree) is lowered with its
/// environment into elements (concrete colors, fonts and layout styles); elements become a
/// `TesseraLayout` tree (text and images measure through closures); the computed frames and the
/// elements lower to a `TesseraRaster` display list; the canvas executes it; `PNG` encodes it.
///
/// How SwiftUI's layout maps onto flexbox (TesseraLayout computes every frame):
/// - `VStack` / `HStack` are flex columns / rows; the stack alignment is `align-items`, the
///   spacing is the gap (default: the `space.stack` token).
/// - Children do not shrink below their ideal size (`flex-shrink: 0`) unless they can: text
///   (which wraps) and containers holding text shrink (`flex-shrink: 1`); a fixed `.frame`
///   length along the stack's axis never shrinks.
/// - Views that take all the room offered (shapes, `Color`, resizable images, `Spacer`,
///   `.frame(maxWidth: .infinity)`) grow along their stack's axis (`flex-grow: 1`) and stretch
///   across it (`align-self: stretch`); a stack holding one is itself flexible, as in SwiftUI.
///   So is a stack holding a `Spacer` or a `.flex(grow:)` child, along its own axis: the
///   growing child needs free room to take, which a stack that hugs its content has none of.
///   `Spacer` grows only along its stack's axis; `Divider` is a hairline across it.
/// - A modifier that changes layout (`padding`, `frame`) wraps the view in a one-child column
///   whose alignment places it (padding merges into a stack's own padding when nothing was drawn
///   in its frame yet); the view's flex-item properties move to the wrapper.
/// - Where flexbox is silent, SwiftUI decides: a `ZStack` is as big as its largest layer (each
///   layer laid out alone for the size offered); backgrounds and overlays are laid out in the
///   frame of the view they decorate; `offset` moves drawing, not layout.
/// - A `ScrollView` lays its content out at its ideal length along its axis and is itself sized
///   by its parent: it grows into free room and shrinks down to nothing (`min-height: 0`, given
///   to every box holding it too), clips, and draws the content shifted by its offset.
/// - A `ViewThatFits` is a measured leaf: for each size layout proposes, it lays its candidates
///   out alone (as ZStack layers are) and answers with the first whose ideal width fits.
/// - Right to left is flexbox `direction: rtl`: rows, leading/trailing padding and alignment
///   mirror; images and icons do not.
/// - The root is proposed the render width and placed at the top, centered; `render(_:size:)`
///   proposes the height too.
///
/// What it must not know: how pixels are rasterized, how fonts are shaped, how flexbox resolves
/// sizes, or how token files are parsed — those belong to the modules below it. Components read
/// semantic tokens only; literal colors and points stay possible for custom shapes and tests.
@_exported import TesseraGeometry
@_exported import TesseraRaster
@_exported import TesseraTokens
