/// The strings of one language's `World` story: short, natural UI text a product would ship —
/// a family plan row (with a ZWJ family emoji), a card, a delivery banner (with the country's
/// flag) and a breakfast tile (with a skin-toned emoji) — written as a native reader would, not
/// word for word from English.
struct WorldText: Sendable {
    /// The story's name and the language's English name, for the summary.
    var name: String
    var language: String
    /// BCP 47: the environment's locale, which picks the Han face for Chinese, Japanese, Korean.
    var locale: String
    var rightToLeft = false
    var rowTitle: String
    var rowSubtitle: String
    var cardTitle: String
    var cardMessage: String
    var cardAction: String
    var cardDismiss: String
    var banner: String
    var tileTitle: String
    var tileSubtitle: String
    var tileAction: String

    /// Catalog order: East Asian, then South and Southeast Asian, then right-to-left, then European.
    static let all: [WorldText] = [japanese, simplifiedChinese, korean, hindi, thai, arabic, hebrew, russian, greek]

    static let japanese = WorldText(
        name: "japanese", language: "Japanese", locale: "ja",
        rowTitle: "ファミリープラン 👨‍👩‍👧‍👦", rowSubtitle: "メンバー4人・お支払いは共有",
        cardTitle: "最初の記録を追加しましょう", cardMessage: "体重とサイズを記録すると、初日から変化を確認できます。",
        cardAction: "記録する", cardDismiss: "あとで",
        banner: "2,000円以上のご注文で送料無料 🇯🇵",
        tileTitle: "肉なしの朝ごはん", tileSubtitle: "植物由来ソーセージの朝食サンドをお試しください 👍🏻", tileAction: "注文")

    static let simplifiedChinese = WorldText(
        name: "simplified-chinese", language: "Simplified Chinese", locale: "zh-Hans",
        rowTitle: "家庭套餐 👨‍👩‍👧‍👦", rowSubtitle: "4 位成员，共享付款",
        cardTitle: "添加你的初始数据", cardMessage: "记录体重和身体围度，我们从第一天起就能追踪你的变化。",
        cardAction: "添加", cardDismiss: "以后再说",
        banner: "订单满 100 元免运费 🇨🇳",
        tileTitle: "无肉早餐", tileSubtitle: "试试植物肉香肠早餐三明治 👍🏼", tileAction: "点单")

    static let korean = WorldText(
        name: "korean", language: "Korean", locale: "ko",
        rowTitle: "가족 요금제 👨‍👩‍👧‍👦", rowSubtitle: "구성원 4명 · 결제 공유",
        cardTitle: "시작 기록을 추가하세요", cardMessage: "체중과 신체 치수를 기록하면 첫날부터 변화를 확인할 수 있어요.",
        cardAction: "추가", cardDismiss: "나중에",
        banner: "2만 원 이상 주문 시 무료 배송 🇰🇷",
        tileTitle: "고기 없는 아침 메뉴", tileSubtitle: "식물성 소시지로 만든 아침 샌드위치를 만나 보세요 👍🏻", tileAction: "주문")

    static let hindi = WorldText(
        name: "hindi", language: "Hindi", locale: "hi",
        rowTitle: "फ़ैमिली प्लान 👨‍👩‍👧‍👦", rowSubtitle: "4 सदस्य, साझा भुगतान",
        cardTitle: "अपनी शुरुआती जानकारी जोड़ें", cardMessage: "अपना वज़न और माप दर्ज करें, ताकि हम पहले दिन से आपकी प्रगति देख सकें।",
        cardAction: "जोड़ें", cardDismiss: "अभी नहीं",
        banner: "₹500 से ज़्यादा के ऑर्डर पर मुफ़्त डिलीवरी 🇮🇳",
        tileTitle: "बिना मांस का नाश्ता", tileSubtitle: "पौधों से बने सॉसेज वाला ब्रेकफ़ास्ट सैंडविच आज़माएँ 👍🏾", tileAction: "ऑर्डर करें")

    static let thai = WorldText(
        name: "thai", language: "Thai", locale: "th",
        rowTitle: "แพ็กเกจครอบครัว 👨‍👩‍👧‍👦", rowSubtitle: "สมาชิก 4 คน ชำระเงินร่วมกัน",
        cardTitle: "เพิ่มข้อมูลเริ่มต้นของคุณ", cardMessage: "บันทึกน้ำหนักและสัดส่วน เพื่อให้เราติดตามความก้าวหน้าได้ตั้งแต่วันแรก",
        cardAction: "เพิ่ม", cardDismiss: "ไว้ทีหลัง",
        banner: "ส่งฟรีเมื่อสั่งครบ 300 บาท 🇹🇭",
        tileTitle: "อาหารเช้าไร้เนื้อสัตว์", tileSubtitle: "ลองแซนด์วิชอาหารเช้าไส้กรอกจากพืชดูสิ 👍🏽", tileAction: "สั่งเลย")

    static let arabic = WorldText(
        name: "arabic", language: "Arabic", locale: "ar", rightToLeft: true,
        rowTitle: "باقة العائلة 👨‍👩‍👧‍👦", rowSubtitle: "٤ أعضاء، دفع مشترك",
        cardTitle: "أضف بياناتك الأولى", cardMessage: "سجّل وزنك وقياساتك لنتابع تقدّمك من اليوم الأول.",
        cardAction: "إضافة", cardDismiss: "ليس الآن",
        banner: "توصيل مجاني للطلبات فوق ١٠٠ ريال 🇸🇦",
        tileTitle: "فطور بلا لحوم", tileSubtitle: "جرّب شطيرة الفطور بالنقانق النباتية 👍🏽", tileAction: "اطلب")

    static let hebrew = WorldText(
        name: "hebrew", language: "Hebrew", locale: "he", rightToLeft: true,
        rowTitle: "מסלול משפחתי 👨‍👩‍👧‍👦", rowSubtitle: "4 משתתפים, תשלום משותף",
        cardTitle: "הוסיפו את נתוני הפתיחה", cardMessage: "רשמו משקל ומידות כדי שנוכל לעקוב אחר ההתקדמות מהיום הראשון.",
        cardAction: "הוספה", cardDismiss: "לא עכשיו",
        banner: "משלוח חינם בהזמנה מעל 150 ₪ 🇮🇱",
        tileTitle: "ארוחת בוקר בלי בשר", tileSubtitle: "נסו את כריך הבוקר עם נקניקייה מהצומח 👍🏼", tileAction: "להזמנה")

    static let russian = WorldText(
        name: "russian", language: "Russian", locale: "ru",
        rowTitle: "Семейный тариф 👨‍👩‍👧‍👦", rowSubtitle: "4 участника, общая оплата",
        cardTitle: "Добавьте исходные данные", cardMessage: "Запишите вес и объёмы, чтобы мы видели ваш прогресс с первого дня.",
        cardAction: "Добавить", cardDismiss: "Не сейчас",
        banner: "Бесплатная доставка при заказе от 1500 ₽ 🇷🇺",
        tileTitle: "Завтрак без мяса", tileSubtitle: "Попробуйте сэндвич с растительной колбаской 👍🏻", tileAction: "Заказать")

    static let greek = WorldText(
        name: "greek", language: "Greek", locale: "el",
        rowTitle: "Οικογενειακό πρόγραμμα 👨‍👩‍👧‍👦", rowSubtitle: "4 μέλη, κοινή πληρωμή",
        cardTitle: "Προσθέστε τα αρχικά σας στοιχεία", cardMessage: "Καταγράψτε βάρος και μετρήσεις για να βλέπουμε την πρόοδό σας από την πρώτη μέρα.",
        cardAction: "Προσθήκη", cardDismiss: "Όχι τώρα",
        banner: "Δωρεάν παράδοση για παραγγελίες άνω των 20 € 🇬🇷",
        tileTitle: "Πρωινό χωρίς κρέας", tileSubtitle: "Δοκιμάστε το σάντουιτς με φυτικό λουκάνικο 👍🏾", tileAction: "Παραγγελία")
}
