extension SceneVocabulary {
    /// Tessera's modifiers and no components. Each is declared beside the Swift modifier it reads
    /// into (Modifiers/); this list is where a new one is registered.
    public static let standard = SceneVocabulary(modifiers: [
        .padding, .frame, .flex, .alignSelf, .gridCellColumns, .gridColumnAlignment, .gridCellAnchor, .gridCellUnsizedAxes,
        .aspectRatio, .fixedSize, .position, .offset, .background, .overlay,
        .foregroundColor, .tint, .font, .lineLimit, .truncationMode, .hyphens, .multilineTextAlignment, .textSize, .layoutDirection,
        .colorScheme, .cornerRadius, .clipShape, .border, .shadow, .opacity, .hidden, .key, .interactive, .modal,
    ])
}
