/// TesseraComponents: the design library designers review and apps import — atoms, rows,
/// banners, cards, tiles, headers, bars, backgrounds, homepage module containers, spotlight.
///
/// Built only with the `Tessera` declarative layer and semantic tokens: no raw colors, no direct
/// raster calls except custom shapes. Each component looks finished in light and dark, at compact
/// (320–393 pt) and regular (768 pt) widths, with long text, with the largest text size, and
/// mirrored in right-to-left layouts.
@_exported import Tessera
