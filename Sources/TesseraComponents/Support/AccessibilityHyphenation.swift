import Tessera

extension View {
    /// Hyphenates the text at the accessibility text sizes (`hyphens: auto`, the locale's
    /// dictionary): there a title or message in a narrow column meets words wider than its line,
    /// which would otherwise be cut between arbitrary letters ("Notificati / ons"). At the other
    /// sizes, or when an ancestor chose hyphenation itself, the text keeps the inherited value.
    func hyphenatedAtAccessibilitySizes() -> some View {
        EnvironmentReader { env in
            self.hyphens(env.textSize.isAccessibilitySize && env.hyphens == .none ? .auto : env.hyphens)
        }
    }
}
