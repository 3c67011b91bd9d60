/// The text benchmark's paragraphs: deterministic (a fixed-seed generator, no randomness from
/// the system), a mix of UI lengths — titles, one-liners, body paragraphs — with punctuation,
/// numbers, hyphens and the odd emoji, as in the design library's screens. The Python peer
/// gets the very same strings through a JSON file.
struct TextCorpus {
    static let words = """
        the of and to in is you that it he was for on are as with his they at be this have from or \
        one had by word but not what all were we when your can said there use an each which she do \
        how their if will up other about out many then them these so some her would make like him \
        into time has look two more write go see number no way could people my than first water been \
        call who oil its now find long down day did get come made may part coffee latte espresso \
        afternoon morning order pickup ready reward points balance pharmacy prescription refill \
        appointment schedule delivery tracking well-known state-of-the-art Jonathan Amélie naïve café
        """.split(separator: " ").map(String.init)
    static let decorations = [",", ".", "!", "?", ":", ";", " —", ")", " 4.50", " 12%", " ☀️", " 👍🏽", " (soon)"]

    let paragraphs: [String]

    init(count: Int, seed: UInt64 = 0x7E55E4A) {
        var state = seed
        func next(_ bound: Int) -> Int {
            // SplitMix64: tiny, fast and the same on every platform.
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
        var paragraphs: [String] = []
        paragraphs.reserveCapacity(count)
        for _ in 0..<count {
            // Mixed lengths: a third titles (1–6 words), a third one-liners, a third body text.
            let length = switch next(3) {
            case 0: 1 + next(6)
            case 1: 6 + next(12)
            default: 20 + next(60)
            }
            var text = ""
            for w in 0..<length {
                if w > 0 { text += " " }
                var word = Self.words[next(Self.words.count)]
                if w == 0 { word = word.prefix(1).uppercased() + word.dropFirst() }
                text += word
                if next(8) == 0 { text += Self.decorations[next(Self.decorations.count)] }
            }
            paragraphs.append(text + ".")
        }
        self.paragraphs = paragraphs
    }
}
