/// The names, places and native-language phrases of one writing system, used to build demo people.
struct DemoNamePool: Sendable {
    /// A name as shown, with the ASCII spelling used to build logins.
    struct Name: Sendable {
        let shown: String
        let ascii: String
    }

    let given: [Name]
    let family: [Name]
    /// Whether the family name comes first in the full name (Japanese, Chinese, Korean).
    let familyFirst: Bool
    /// What goes between the two parts of a full name.
    let separator: String
    let locations: [String]
    /// Short bio sentences in the pool's own language.
    let phrases: [String]

    /// A full name in the pool's order.
    func fullName(given: Name, family: Name) -> String {
        familyFirst ? family.shown + separator + given.shown : given.shown + separator + family.shown
    }

    /// Every pool, Latin first; the demo data cycles through all of them so each writing system appears.
    static let all: [DemoNamePool] = [latin, japanese, chinese, korean, arabic, cyrillic, greek]

    private static func names(_ pairs: KeyValuePairs<String, String>) -> [Name] {
        pairs.map { Name(shown: $0.key, ascii: $0.value) }
    }

    static let latin = DemoNamePool(
        given: names([
            "Ada": "ada", "Ben": "ben", "Chloé": "chloe", "Diego": "diego", "Elif": "elif", "Farah": "farah",
            "Gustavo": "gustavo", "Hanna": "hanna", "Ingrid": "ingrid", "Jonas": "jonas", "Kofi": "kofi",
            "Lucía": "lucia", "Mateo": "mateo", "Nadia": "nadia", "Olu": "olu", "Priya": "priya",
            "Quentin": "quentin", "Rosa": "rosa", "Søren": "soren", "Tomás": "tomas", "Uma": "uma",
            "Viktor": "viktor", "Wanjiru": "wanjiru", "Ximena": "ximena", "Yusuf": "yusuf", "Zoë": "zoe",
            "Amara": "amara", "Bruno": "bruno", "Camille": "camille", "Dara": "dara", "Emil": "emil",
            "Freya": "freya", "Giulia": "giulia", "Hugo": "hugo", "Ines": "ines", "Jakub": "jakub",
        ]),
        family: names([
            "Abbott": "abbott", "Bianchi": "bianchi", "Castillo": "castillo", "Dubois": "dubois",
            "Eriksen": "eriksen", "Fischer": "fischer", "García": "garcia", "Hughes": "hughes", "Iyer": "iyer",
            "Jansen": "jansen", "Kowalski": "kowalski", "Lindqvist": "lindqvist", "Moreau": "moreau",
            "Novak": "novak", "Okafor": "okafor", "Pereira": "pereira", "Quinn": "quinn", "Rossi": "rossi",
            "Silva": "silva", "Traoré": "traore", "Urban": "urban", "Varga": "varga", "Walsh": "walsh",
            "Yilmaz": "yilmaz", "Zimmermann": "zimmermann", "Ó Briain": "obriain", "Müller": "muller",
            "Nørgaard": "norgaard", "Da Costa": "dacosta", "van Dijk": "vandijk",
        ]),
        familyFirst: false,
        separator: " ",
        locations: [
            "Lisbon, Portugal", "Berlin", "Toronto, ON", "Nairobi, Kenya", "São Paulo, Brazil", "Dublin",
            "Austin, TX", "Kraków, Poland", "Lagos", "Mexico City", "Copenhagen", "Bengaluru, India",
            "Melbourne, Australia", "Remote", "Earth", "Paris, France", "Zürich", "Oslo", "Montréal",
        ],
        phrases: [
            "Building small tools that do one thing well.", "Open source maintainer.",
            "Writes Swift by day and Rust by night.", "Coffee-driven developer.",
            "Interested in compilers, databases and distributed systems.", "Teaching kids to code on weekends.",
            "Accessibility advocate.", "Formerly a chemist, now a backend engineer.",
        ]
    )

    static let japanese = DemoNamePool(
        given: names([
            "陽翔": "haruto", "結衣": "yui", "蓮": "ren", "葵": "aoi", "大翔": "hiroto", "さくら": "sakura",
            "健二": "kenji", "美咲": "misaki", "翔太": "shota", "七海": "nanami",
        ]),
        family: names([
            "佐藤": "sato", "鈴木": "suzuki", "高橋": "takahashi", "田中": "tanaka", "渡辺": "watanabe",
            "伊藤": "ito", "山本": "yamamoto", "中村": "nakamura", "小林": "kobayashi", "加藤": "kato",
        ]),
        familyFirst: true,
        separator: " ",
        locations: ["東京", "Osaka, Japan", "京都市", "Fukuoka", "札幌", "Yokohama, Japan"],
        phrases: [
            "東京在住のソフトウェアエンジニアです。", "週末はオープンソースに貢献しています。",
            "コンパイラと型システムが好き。", "iOS アプリを作っています。",
        ]
    )

    static let chinese = DemoNamePool(
        given: names([
            "伟": "wei", "芳": "fang", "娜": "na", "敏": "min", "静": "jing", "磊": "lei", "洋": "yang",
            "婷": "ting", "浩然": "haoran", "子涵": "zihan",
        ]),
        family: names([
            "王": "wang", "李": "li", "张": "zhang", "刘": "liu", "陈": "chen", "杨": "yang", "黄": "huang",
            "赵": "zhao", "周": "zhou", "吴": "wu",
        ]),
        familyFirst: true,
        separator: "",
        locations: ["北京", "Shanghai, China", "深圳", "Hangzhou", "台北", "Chengdu"],
        phrases: ["喜欢开源和咖啡。", "后端工程师，关注分布式系统。", "业余时间写博客。", "正在学习 Swift。"]
    )

    static let korean = DemoNamePool(
        given: names([
            "민준": "minjun", "서연": "seoyeon", "지호": "jiho", "하은": "haeun", "도윤": "doyoon", "수아": "sua",
            "예준": "yejun", "지우": "jiwoo",
        ]),
        family: names([
            "김": "kim", "이": "lee", "박": "park", "최": "choi", "정": "jung", "강": "kang", "조": "cho",
            "윤": "yoon",
        ]),
        familyFirst: true,
        separator: "",
        locations: ["서울", "Busan, South Korea", "Seongnam", "대전", "Incheon"],
        phrases: ["서울에서 일하는 개발자입니다.", "오픈 소스를 좋아합니다.", "모바일 앱을 만듭니다."]
    )

    static let arabic = DemoNamePool(
        given: names([
            "محمد": "mohammed", "فاطمة": "fatima", "أحمد": "ahmed", "ليلى": "layla", "عمر": "omar", "نور": "nour",
            "يوسف": "youssef", "سارة": "sara",
        ]),
        family: names([
            "العلي": "alali", "حداد": "haddad", "منصور": "mansour", "خليل": "khalil", "ناصر": "nasser",
            "سليمان": "suleiman", "الحسن": "alhassan", "عيسى": "issa",
        ]),
        familyFirst: false,
        separator: " ",
        locations: ["القاهرة", "Amman, Jordan", "دبي", "Casablanca", "Beirut", "الرياض"],
        phrases: ["مطور برمجيات ومحب للقهوة.", "أعمل على مشاريع مفتوحة المصدر.", "مهندس أنظمة خلفية."]
    )

    static let cyrillic = DemoNamePool(
        given: names([
            "Иван": "ivan", "Анна": "anna", "Дмитрий": "dmitry", "Ольга": "olga", "Сергей": "sergey",
            "Мария": "maria", "Алексей": "alexey", "Екатерина": "ekaterina",
        ]),
        family: names([
            "Кузнецов": "kuznetsov", "Попова": "popova", "Соколов": "sokolov", "Лебедева": "lebedeva",
            "Новиков": "novikov", "Морозова": "morozova", "Волков": "volkov", "Павлова": "pavlova",
        ]),
        familyFirst: false,
        separator: " ",
        locations: ["Москва", "Saint Petersburg", "Київ", "Novosibirsk", "Алматы", "Minsk"],
        phrases: [
            "Люблю компиляторы и чай.", "Разработчик бэкенда.", "Пишу на Go и Kotlin.",
            "Open source в свободное время.",
        ]
    )

    static let greek = DemoNamePool(
        given: names([
            "Γιώργος": "giorgos", "Ελένη": "eleni", "Νίκος": "nikos", "Μαρία": "maria", "Κώστας": "kostas",
            "Σοφία": "sofia", "Δημήτρης": "dimitris", "Αθηνά": "athina",
        ]),
        family: names([
            "Παπαδόπουλος": "papadopoulos", "Παππάς": "pappas", "Οικονόμου": "oikonomou", "Γεωργίου": "georgiou",
            "Νικολάου": "nikolaou", "Βλάχου": "vlachou", "Αντωνίου": "antoniou", "Καραγιάννης": "karagiannis",
        ]),
        familyFirst: false,
        separator: " ",
        locations: ["Αθήνα", "Thessaloniki, Greece", "Πάτρα", "Heraklion", "Λευκωσία"],
        phrases: [
            "Προγραμματιστής από την Αθήνα.", "Μου αρέσει ο ανοιχτός κώδικας.", "Γράφω εργαλεία για το τερματικό.",
        ]
    )
}
