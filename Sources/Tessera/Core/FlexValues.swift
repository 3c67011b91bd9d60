import TesseraLayout

/// TesseraLayout's flexbox values under Tessera's names: the lowered tree (`Element`) stores
/// them, `Flex` and the modifiers set them, so they live with the core rather than in a view.
public typealias FlexDirection = TesseraLayout.FlexDirection
public typealias FlexWrap = TesseraLayout.FlexWrap
public typealias JustifyContent = TesseraLayout.JustifyContent
public typealias AlignItems = TesseraLayout.AlignItems
public typealias AlignContent = TesseraLayout.AlignContent
public typealias AlignSelf = TesseraLayout.AlignSelf
