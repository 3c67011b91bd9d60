/// TesseraShowcase: whole screens computed from domain state (UI = f(state)) — the Today
/// homepage, the coffee-shop home and history, the pharmacy list.
///
/// Each screen keeps its pure domain model in a `Domain/` folder beside its views. The domain
/// files import Foundation only and know nothing of views, tokens or pixels, so the business
/// rules are tested without rendering.
public enum TesseraShowcase {}
