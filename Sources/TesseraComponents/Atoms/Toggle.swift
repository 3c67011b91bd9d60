/// An on/off switch drawn as iOS draws it (a 51 × 31 capsule track, a knob with a soft shadow),
/// with an optional title before it (above it at the accessibility text sizes, as iOS Settings
/// stacks them). On is the call-to-action green, off a grey track.
///
/// ```swift
/// Toggle("Notifications", isOn: true)
/// Toggle(isOn: false)                      // the switch alone
/// ```
public struct Toggle: View {
    public var title: String?
    public var isOn: Bool
    public var isDisabled: Bool

    public init(_ title: String? = nil, isOn: Bool, isDisabled: Bool = false) {
        self.title = title
        self.isOn = isOn
        self.isDisabled = isDisabled
    }

    public var body: some View {
        // The 31-point switch keeps its look; its tap region grows to the touch target.
        toggle.interactive(isEnabled: !isDisabled, expandsHitArea: true)
    }

    @ViewBuilder
    private var toggle: some View {
        if let title {
            EnvironmentReader { env in
                let label = Text(title).font(.body).foregroundColor(isDisabled ? .token(.textDisabled) : .primary)
                    .hyphenatedAtAccessibilitySizes()
                    .key("toggle.title")
                if env.usesAccessibilityLayout {
                    // As iOS Settings does at the accessibility sizes: the switch below its
                    // title, which keeps the whole width.
                    VStack(alignment: .leading, spacing: .xs) {
                        label
                        ToggleSwitch(isOn: isOn, isDisabled: isDisabled)
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                } else {
                    HStack(spacing: .s) {
                        label.flex(grow: 1)
                        ToggleSwitch(isOn: isOn, isDisabled: isDisabled)
                    }
                }
            }
        } else {
            ToggleSwitch(isOn: isOn, isDisabled: isDisabled)
        }
    }
}

/// The switch itself: a track with the knob at the trailing end when on, the leading end when
/// off (so it mirrors right to left with the stack).
struct ToggleSwitch: View {
    var isOn: Bool
    var isDisabled: Bool

    static let width = 51.0
    static let height = 31.0
    static let knob = 27.0

    var body: some View {
        EnvironmentReader { env in
            switchTrack.opacity(isDisabled ? env.theme[.opacityDisabled] : 1)
        }
        .key("toggle.switch")
    }

    private var switchTrack: some View {
        HStack(spacing: 0) {
            if isOn { Spacer() }
            ColorFill(.onAccent).clipShape(Circle()).shadow(.low)
                .frame(width: ToggleSwitch.knob, height: ToggleSwitch.knob)
                .key("toggle.knob")
            if !isOn { Spacer() }
        }
        .padding(2)
        .frame(width: ToggleSwitch.width, height: ToggleSwitch.height)
        .background(isOn ? .action : .token(.separatorStrong), in: Capsule())
    }
}
