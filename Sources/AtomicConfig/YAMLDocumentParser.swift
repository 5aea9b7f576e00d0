import CYAML

/// Reads the first document of a YAML text into a ``YAMLNode`` tree with libyaml's event parser
/// (`yaml_parser_parse`), refusing what a config file never needs and an attacker would use: aliases (an alias
/// bomb expands a few lines into billions of nodes), nesting deeper than ``maximumDepth``, and more than one
/// document.
///
/// libyaml counts its marks' `index` in characters, not bytes; the nodes' positions are converted to byte
/// offsets of the UTF-8 text, so that an edit can replace the bytes of one value.
public enum YAMLDocumentParser {
    /// The deepest nesting of mappings and sequences accepted: 16.
    public static let maximumDepth = 16

    /// The document in `bytes` (UTF-8), or `nil` when it holds no node (empty, or only comments).
    public static func parse(_ bytes: [UInt8]) throws(YAMLError) -> YAMLNode? {
        guard !bytes.isEmpty else { return nil }
        let offsets = characterOffsets(of: bytes)
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { throw YAMLError(line: 1, message: "libyaml has no memory") }
        defer { yaml_parser_delete(&parser) }
        let result: Result<YAMLNode?, YAMLError> = bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var builder = TreeBuilder(offsets: offsets)
            do throws(YAMLError) {
                while true {
                    var event = yaml_event_t()
                    guard yaml_parser_parse(&parser, &event) == 1 else { throw problem(of: parser) }
                    defer { yaml_event_delete(&event) }
                    if event.type == YAML_STREAM_END_EVENT { break }
                    try builder.take(event)
                }
                return .success(builder.root)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The byte offset of each character of `bytes` (UTF-8), and the count of bytes at the end.
    static func characterOffsets(of bytes: [UInt8]) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(bytes.count + 1)
        for (offset, byte) in bytes.enumerated() where byte & 0xC0 != 0x80 {
            offsets.append(offset)
        }
        offsets.append(bytes.count)
        return offsets
    }

    private static func problem(of parser: yaml_parser_t) -> YAMLError {
        let text = parser.problem.map { String(cString: $0) } ?? "unreadable"
        return YAMLError(line: Int(parser.problem_mark.line) + 1, message: "not YAML: \(text)")
    }
}

/// Builds the tree from libyaml's events, one at a time.
private struct TreeBuilder {
    /// An open collection: its items so far, where it started, and a key waiting for its value.
    struct Frame {
        var isMapping: Bool
        var flow: Bool
        var start: Int
        var line: Int
        var items: [YAMLNode] = []
        var entries: [YAMLEntry] = []
        var key: YAMLNode?
    }

    let offsets: [Int]
    var stack: [Frame] = []
    var root: YAMLNode?
    var documents = 0

    init(offsets: [Int]) {
        self.offsets = offsets
    }

    func byte(_ mark: yaml_mark_t) -> Int {
        let index = Int(mark.index)
        return index < offsets.count ? offsets[index] : offsets.last ?? 0
    }

    mutating func take(_ event: yaml_event_t) throws(YAMLError) {
        let line = Int(event.start_mark.line) + 1
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 { throw YAMLError(line: line, message: "more than one document (---)") }
        case YAML_ALIAS_EVENT:
            throw YAMLError(line: line, message: "aliases (*name) are not allowed")
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text = String(
                decoding: UnsafeBufferPointer(start: scalar.value, count: Int(scalar.length)), as: UTF8.self)
            let node = YAMLNode(
                .scalar(text, plain: scalar.style == YAML_PLAIN_SCALAR_STYLE), start: byte(event.start_mark),
                end: byte(event.end_mark), line: line)
            try add(node)
        case YAML_MAPPING_START_EVENT, YAML_SEQUENCE_START_EVENT:
            guard stack.count < YAMLDocumentParser.maximumDepth else {
                throw YAMLError(line: line, message: "nested deeper than \(YAMLDocumentParser.maximumDepth) levels")
            }
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            let flow =
                isMapping
                ? event.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE
                : event.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE
            stack.append(Frame(isMapping: isMapping, flow: flow, start: byte(event.start_mark), line: line))
        case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
            guard let frame = stack.popLast() else { return }
            let content: YAMLNode.Content =
                frame.isMapping ? .mapping(frame.entries, flow: frame.flow) : .sequence(frame.items, flow: frame.flow)
            try add(YAMLNode(content, start: frame.start, end: byte(event.end_mark), line: frame.line))
        default:
            break
        }
    }

    private mutating func add(_ node: YAMLNode) throws(YAMLError) {
        guard var frame = stack.popLast() else {
            root = node
            return
        }
        defer { stack.append(frame) }
        guard frame.isMapping else { return frame.items.append(node) }
        if let key = frame.key {
            frame.entries.append(YAMLEntry(key: key, value: node))
            frame.key = nil
        } else {
            guard node.text != nil else { throw YAMLError(line: node.line, message: "a key must be text") }
            frame.key = node
        }
    }
}
