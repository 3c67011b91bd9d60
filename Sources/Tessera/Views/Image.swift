import TesseraGeometry
import TesseraRaster

/// A PNG file or a token icon.
///
/// A file image is its pixel size divided by its `scale` in points unless made `.resizable`,
/// then it fills the room offered, fitted or filled by its content mode. A token icon is
/// template-rendered: its SVG path data filled with the foreground color, `size.icon.medium`
/// points square unless framed, never mirrored right to left.
public struct Image: View, PrimitiveView {
    public typealias Body = Never
    enum Source {
        case file(String)
        case icon(TokenKey<Icon>)
        /// An icon value read by name from the theme (JSON scenes).
        case iconValue(Icon, name: String)
    }

    let source: Source
    let scale: Double
    var isResizable = false
    var contentMode = ContentMode.fit
    var flipsForRightToLeft = false

    /// A PNG file, decoded once per path and cached. `scale` is the image's pixels per point.
    public init(file path: String, scale: Double = 1) {
        source = .file(path)
        self.scale = scale
    }

    /// A token icon, tinted with the foreground color.
    public init(icon: TokenKey<Icon>) {
        source = .icon(icon)
        scale = 1
    }

    init(icon: Icon, name: String) {
        source = .iconValue(icon, name: name)
        scale = 1
    }

    /// Lets the image take the room offered, scaled to fit or fill it.
    public func resizable(contentMode: ContentMode = .fit) -> Image {
        var copy = self
        copy.isResizable = true
        copy.contentMode = contentMode
        return copy
    }

    /// Mirrors the image horizontally in right-to-left layouts (directional icons such as
    /// chevrons and arrows); images are never mirrored otherwise.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool = true) -> Image {
        var copy = self
        copy.flipsForRightToLeft = enabled
        return copy
    }

    func lower(in context: LoweringContext) throws(RenderError) -> [Element] {
        let env = context.environment
        let mirrored = flipsForRightToLeft && env.isRightToLeft
        switch source {
        case .file(let path):
            guard scale.isFinite, scale > 0, scale <= 100 else {
                throw .invalidValue(path: context.path, name: "image scale", value: "\(scale)", reason: "must be a finite number in (0, 100]")
            }
            let bitmap: Bitmap
            do {
                bitmap = try context.services.bitmap(at: path)
            } catch let reason {
                throw .image(path: context.path, file: path, reason: reason.message)
            }
            let size = Size(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale)
            let element = Element(.image(ImageContent(source: .bitmap(bitmap, pointSize: size), contentMode: contentMode,
                                                      isMirrored: mirrored)))
            if isResizable {
                element.expandsHorizontally = true
                element.expandsVertically = true
                element.shrinks = true
            } else {
                element.style.width = .points(size.width)
                element.style.height = .points(size.height)
            }
            return [element]
        case .icon(let key):
            return try lowerIcon(env.theme[key], name: key.name, mirrored: mirrored, in: context)
        case .iconValue(let icon, let name):
            return try lowerIcon(icon, name: name, mirrored: mirrored, in: context)
        }
    }

    private func lowerIcon(_ icon: Icon, name: String, mirrored: Bool, in context: LoweringContext) throws(RenderError) -> [Element] {
        let env = context.environment
        let path: Path
        do {
            path = try context.services.images.iconPath(icon.pathData)
        } catch {
            throw .image(path: context.path, file: name, reason: "\(error)")
        }
        let element = Element(.image(ImageContent(
            source: .icon(path, grid: icon.grid, paint: .solid(env.resolve(env.foregroundColor))), contentMode: .fit,
            isMirrored: mirrored)))
        let side = env.theme[.sizeIconMedium].points
        element.style.width = .points(side)
        element.style.height = .points(side)
        return [element]
    }
}
