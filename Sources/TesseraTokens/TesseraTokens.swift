/// TesseraTokens: W3C design tokens (DTCG format 2025.10 and its resolver module) resolved into a
/// typed `Theme` per color scheme.
///
/// It reads any token folder (Tessera's own ships with `Tessera`): groups, inherited `$type`, aliases and JSON Pointer
/// references, `$root`, `$extends`, every DTCG type and color space (converted to sRGB), and the
/// resolver document that stacks sets and modifier contexts (`theme: light | dark`). Every problem
/// is a `TokenDiagnostic` naming the file, the token and the line and column — a typo or a cycle
/// in a token file is a message, never a crash or a wrong color. Folders stack as layers (a
/// brand's tokens over Tessera's defaults). `TokenKey`s generated from the files into the module
/// that uses them give components compile-checked, theme-independent names; this module knows
/// nobody's token names. `TokenChecker` verifies completeness of both themes and WCAG contrast of the pairs components use.
///
/// What it must not know: drawing, fonts and layout. It hands out values (colors, lengths, type
/// styles, shadows, icon path data as text); the renderer decides how to draw them.
public enum TesseraTokensModule {}
