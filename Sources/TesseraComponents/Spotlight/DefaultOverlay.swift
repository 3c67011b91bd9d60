import Tessera

/// The standard spotlight look (seed 002): everything dimmed with the scrim token except a
/// cut-out around the focused view, ringed in white, and a message card placed below a focus
/// above the horizon and above a focus below it. The card says which step this is and offers
/// "Next" (or "Done") and, when the sequence is cancellable, "Skip".
///
/// ```swift
/// screen.presentSpotlight(tour, step: 0)                                   // DefaultOverlay
/// screen.presentSpotlight(tour, step: 0, overlay: DefaultOverlay.self)
/// ```
public struct DefaultOverlay: FocusOverlay {
    let focus: SpotlightFocus
    let container: Size

    public init(focus: SpotlightFocus, container: Size) {
        self.focus = focus
        self.container = container
    }

    /// Space between the cut-out and the message card (points).
    static let messageGap = 12.0

    public var body: some View {
        let bounds = Rect(x: 0, y: 0, width: container.width, height: container.height)
        let traits = focus.frame.map { Layout(focus: $0, container: bounds).traits(for: focus.shape) }
        ZStack(alignment: .topLeading) {
            SpotlightScrim(cutout: traits?.focus, cornerRadius: traits?.cornerRadius ?? 0).fill(.scrim)
            if let traits {
                RoundedRectangle(cornerRadius: traits.cornerRadius)
                    .stroke(.onAccent, lineWidth: 2)
                    .frame(width: traits.focus.width, height: traits.focus.height)
                    .key("spotlight.focus")
                    // An offset, not padding: a cut-out may reach past the container's edges.
                    .offset(x: traits.focus.minX, y: traits.focus.minY)
                    .frame(width: container.width, height: container.height, alignment: .topLeading)
                    // The focus is where the element landed, in physical coordinates.
                    .layoutDirection(.leftToRight)
                // Beside the cut-out when the card fits there; else (the largest text sizes on
                // a short screen) against the container's edge on that side, over part of the
                // focus, so no line of the message is cut off.
                let side: Alignment = traits.messageAlignment == .bottom ? .top : .bottom
                ViewThatFits(in: .vertical) {
                    message.padding(messagePadding(traits)).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: side)
                    message.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: side == .top ? .bottom : .top)
                }
                .frame(width: container.width, height: container.height)
            } else {
                message.frame(width: container.width, height: container.height)
            }
        }
        .frame(width: container.width, height: container.height)
    }

    /// Pushes the card just below (or above) the cut-out.
    private func messagePadding(_ traits: Traits) -> MessageInsets {
        traits.messageAlignment == .bottom
            ? MessageInsets(top: max(traits.focus.maxY + Self.messageGap, 0))
            : MessageInsets(bottom: max(container.height - traits.focus.minY + Self.messageGap, 0))
    }

    private var message: some View {
        VStack(alignment: .leading, spacing: .m) {
            Text(focus.element.message).font(.body).key("spotlight.message")
            EnvironmentReader { env in
                // The step count shares the buttons' row; at the accessibility sizes it takes a
                // line of its own above them, so no label is cut to an ellipsis.
                if env.usesAccessibilityLayout {
                    VStack(alignment: .leading, spacing: .s) {
                        progress
                        buttons
                    }
                } else {
                    HStack(spacing: .m) {
                        progress
                        buttons.flex(grow: 1, shrink: 1)
                    }
                }
            }
        }
        .padding(.m)
        .frame(maxWidth: 420, alignment: .leading)
        .background(.surface)
        .cornerRadius(.l)
        .shadow(.high)
        .key("spotlight.card")
        .padding(.horizontal, .screenMargin)
    }
}

extension DefaultOverlay {
    /// "2 of 3".
    private var progress: some View {
        Text("\(focus.step + 1) of \(focus.count)")
            .font(.footnote)
            .foregroundColor(.secondary)
            .lineLimit(1)
            .key("spotlight.progress")
    }

    /// Skip (when cancellable) and Next or Done, at the trailing end; Next wraps below Skip
    /// when the two do not fit one line (the largest text sizes), each label whole.
    private var buttons: some View {
        Flex(wrap: .wrap, justifyContent: .flexEnd, alignItems: .center, rowGap: .xs, columnGap: .m) {
            if focus.cancellable {
                Text("Skip").font(.headline).foregroundColor(.link).lineLimit(1).key("spotlight.skip")
            }
            Text(focus.isLast ? "Done" : "Next")
                .font(.headline)
                .lineLimit(1)
                .foregroundColor(.onAccent)
                .padding(top: .xs, leading: .m, bottom: .xs, trailing: .m)
                .background(.accent, in: Capsule())
                .key("spotlight.next")
        }
    }
}

/// Top and bottom padding for the message card, in points.
struct MessageInsets {
    var top = 0.0
    var bottom = 0.0
}

extension View {
    fileprivate func padding(_ padding: MessageInsets) -> ModifiedContent<Self> {
        self.padding(top: .points(padding.top), bottom: .points(padding.bottom))
    }
}
