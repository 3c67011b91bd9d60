/// TesseraTokens: W3C design tokens (DTCG format 2025.10 and its resolver module) resolved into a
/// typed `Theme` per color scheme.
///
/// It reads the token folder (`Tokens/`): groups, inherited `$type`, aliases and JSON Pointer
/// references, `$root`, `$extends`, every DTCG type and color space (converted to sRGB), and the
/// resolver document that stacks sets and modifier contexts (`theme: light | dark`). Every problem
/// is a `TokenDiagnostic` naming the file, the token and the line and column — a typo or a cycle
/// in a token file is a message, never a crash or a wrong color. `TokenKey`s generated from the
/// files (`Generated/TokenKeys.swift`) give components compile-checked, theme-independent names;
/// `TokenChecker` verifies completeness of both themes and WCAG contrast of the pairs components use.
///
/// What it must not know: drawing, fonts and layout. It hands out values (colors, lengths, type
/// styles, shadows, icon path data as text); the renderer decides how to draw them.
public enum TesseraTokensModule {}
