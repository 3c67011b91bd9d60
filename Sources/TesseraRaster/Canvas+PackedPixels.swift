/// Reading a drawn canvas's pixels in place, for code that reads them once and encodes the
/// canvas straight away (`PNG.Encoder.encode(_ canvas:)`) rather than copying it into a
/// `Bitmap` first: the gallery's audit reads each story image's text colors from it
/// (issue #19: the copy was 6% of a story image's time).
extension Canvas {
    /// The premultiplied pixels, shared with the canvas (no copy): RGBA8 packed into each
    /// `UInt32`, red in the low byte and alpha in the high one (`PixelMath`), row by row from
    /// the top, `width` to a row, of the rows the canvas holds (every row of a canvas that
    /// `drawing` made).
    ///
    /// Drop the array before the canvas draws again or is recycled, or that write copies it.
    public var packedPixels: [UInt32] { pixels }
}
