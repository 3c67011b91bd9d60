/// The regional design of Han ideographs a language reads. One code point (直, 骨, 写) is drawn
/// differently in Japan, mainland China, Taiwan, Hong Kong and Korea, so the CJK fallback face
/// follows the text's locale, as browsers follow `lang`.
public enum HanVariant: String, Hashable, Sendable, CaseIterable {
    case japanese, simplifiedChinese, traditionalChinese, hongKongChinese, korean

    /// The variant a BCP 47 tag (`ja`, `zh-Hans`, `zh-Hant-TW`, `ko-KR`; POSIX `zh_TW.UTF-8`
    /// too) asks for, or nil for a language that does not write Han.
    ///
    /// Chinese without a script subtag follows its region (TW → Traditional, HK and MO → Hong
    /// Kong, anything else → Simplified); Cantonese (`yue`) reads the Hong Kong forms.
    public init?(locale: String) {
        // Most tags name a language that does not write Han; answer those without allocating.
        guard let first = locale.utf8.first.map({ $0 | 0x20 }), [UInt8(ascii: "j"), UInt8(ascii: "k"),
              UInt8(ascii: "z"), UInt8(ascii: "y")].contains(first) else { return nil }
        let subtags = locale.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "." })
            .map { $0.lowercased() }
        guard let language = subtags.first else { return nil }
        let rest = subtags.dropFirst()
        switch language {
        case "ja": self = .japanese
        case "ko": self = .korean
        case "yue": self = .hongKongChinese
        case "zh":
            let isHongKong = rest.contains("hk") || rest.contains("mo")
            if rest.contains("hant") || rest.contains("tw") {
                self = isHongKong ? .hongKongChinese : .traditionalChinese
            } else if rest.contains("hans") {
                self = .simplifiedChinese
            } else {
                self = isHongKong ? .hongKongChinese : .simplifiedChinese
            }
        default: return nil
        }
    }

    /// The Noto Sans CJK face of this variant (one collection, `fonts-noto-cjk`, holds all five).
    var family: String {
        switch self {
        case .japanese: "Noto Sans CJK JP"
        case .simplifiedChinese: "Noto Sans CJK SC"
        case .traditionalChinese: "Noto Sans CJK TC"
        case .hongKongChinese: "Noto Sans CJK HK"
        case .korean: "Noto Sans CJK KR"
        }
    }
}
