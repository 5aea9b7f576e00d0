// The C functions of simdjson_shim.h over simdjson's On-Demand API. Errors are simdjson's error codes, never
// exceptions: nothing thrown crosses into C (allocation failures are caught and answered as a status).
#include "simdjson_shim.h"

#include <simdjson.h>

#include <cstring>
#include <memory>
#include <new>
#include <string_view>
#include <utility>
#include <vector>

using simdjson::SUCCESS;
namespace ondemand = simdjson::ondemand;

struct atomic_json_parser {
    ondemand::parser parser;
    /// The body's copy, followed by SIMDJSON_PADDING zero bytes.
    std::unique_ptr<uint8_t[]> buffer;
    size_t capacity = 0;
    std::vector<atomic_json_field> fields;
};

namespace {

/// How deep arrays and objects may nest inside a value that is not read (JSONDecoder allows 512).
constexpr int maximum_depth = 64;

/// Whether `value` (one not under a listed key) is valid JSON that simdjson can represent, checked all the way
/// down: On-Demand skips what is not read without checking it, so this reads every part.
bool check_value(ondemand::value value, int depth) {
    if (depth > maximum_depth) {
        return false;
    }
    ondemand::json_type type;
    if (value.type().get(type) != SUCCESS) {
        return false;
    }
    switch (type) {
    case ondemand::json_type::array: {
        ondemand::array array;
        if (value.get_array().get(array) != SUCCESS) {
            return false;
        }
        for (auto element : array) {
            ondemand::value inner;
            if (element.get(inner) != SUCCESS || !check_value(inner, depth + 1)) {
                return false;
            }
        }
        return true;
    }
    case ondemand::json_type::object: {
        ondemand::object object;
        if (value.get_object().get(object) != SUCCESS) {
            return false;
        }
        for (auto field : object) {
            ondemand::field member;
            std::string_view key;
            if (std::move(field).get(member) != SUCCESS || member.unescaped_key().get(key) != SUCCESS
                || !check_value(member.value(), depth + 1)) {
                return false;
            }
        }
        return true;
    }
    case ondemand::json_type::string: {
        std::string_view text;
        return value.get_string().get(text) == SUCCESS;
    }
    case ondemand::json_type::number: {
        ondemand::number number;
        return value.get_number().get(number) == SUCCESS;
    }
    case ondemand::json_type::boolean: {
        bool flag;
        return value.get_bool().get(flag) == SUCCESS;
    }
    case ondemand::json_type::null: {
        bool is_null = false;
        return value.is_null().get(is_null) == SUCCESS && is_null;
    }
    }
    return false;
}

/// Reads `value`, under a listed key, into `field`; false to decline the body.
bool read_field(ondemand::value value, atomic_json_field &field) {
    ondemand::json_type type;
    if (value.type().get(type) != SUCCESS) {
        return false;
    }
    switch (type) {
    case ondemand::json_type::string: {
        std::string_view text;
        if (value.get_string().get(text) != SUCCESS) {
            return false;
        }
        field.kind = ATOMIC_JSON_STRING;
        field.bytes = reinterpret_cast<const uint8_t *>(text.data());
        field.length = text.size();
        return true;
    }
    case ondemand::json_type::number: {
        std::string_view token = value.raw_json_token();
        int64_t integer = 0;
        // get_int64 refuses a fraction, an exponent and a value out of range; `-0` is left to the other decoder.
        if (value.get_int64().get(integer) != SUCCESS || (integer == 0 && !token.empty() && token[0] == '-')) {
            return false;
        }
        field.kind = ATOMIC_JSON_INT64;
        field.integer = integer;
        return true;
    }
    case ondemand::json_type::boolean: {
        bool flag = false;
        if (value.get_bool().get(flag) != SUCCESS) {
            return false;
        }
        field.kind = ATOMIC_JSON_BOOL;
        field.boolean = flag ? 1 : 0;
        return true;
    }
    case ondemand::json_type::null: {
        bool is_null = false;
        if (value.is_null().get(is_null) != SUCCESS || !is_null) {
            return false;
        }
        field.kind = ATOMIC_JSON_NULL;
        return true;
    }
    case ondemand::json_type::array:
    case ondemand::json_type::object:
        // The wrong type for every listed key; still checked, so that the body is known to be valid JSON.
        if (!check_value(value, 1)) {
            return false;
        }
        field.kind = ATOMIC_JSON_OTHER;
        return true;
    }
    return false;
}

/// Reads the padded copy in `parser` into its fields; false to decline.
bool read_objects(atomic_json_parser &parser, size_t length, const char *const *keys, const size_t *key_lengths,
    size_t key_count) {
    // A byte order mark is left to the other decoder, which decides whether it takes one.
    if (length >= 3 && parser.buffer[0] == 0xEF && parser.buffer[1] == 0xBB && parser.buffer[2] == 0xBF) {
        return false;
    }
    ondemand::document document;
    if (parser.parser.iterate(parser.buffer.get(), length, parser.capacity).get(document) != SUCCESS) {
        return false;
    }
    ondemand::array array;
    if (document.get_array().get(array) != SUCCESS) {
        return false;
    }
    for (auto element : array) {
        ondemand::object object;
        if (element.get_object().get(object) != SUCCESS) {
            return false;
        }
        size_t first = parser.fields.size();
        parser.fields.resize(first + key_count, atomic_json_field{ATOMIC_JSON_ABSENT, 0, 0, nullptr, 0});
        for (auto member : object) {
            ondemand::field field;
            if (std::move(member).get(field) != SUCCESS) {
                return false;
            }
            // The key's raw text: plain when no backslash comes before its closing quote.
            const char *raw = field.key().raw();
            std::string_view key;
            if (field.unescaped_key().get(key) != SUCCESS) {
                return false;
            }
            if (std::memchr(raw, '\\', key.size()) != nullptr || raw[key.size()] != '"') {
                return false;
            }
            size_t index = key_count;
            for (size_t candidate = 0; candidate < key_count; candidate++) {
                if (key_lengths[candidate] == key.size() && std::memcmp(keys[candidate], key.data(), key.size()) == 0) {
                    index = candidate;
                    break;
                }
            }
            ondemand::value value = field.value();
            if (index == key_count) {
                if (!check_value(value, 1)) {
                    return false;
                }
                continue;
            }
            atomic_json_field &slot = parser.fields[first + index];
            // A listed key twice: which one counts is the other decoder's choice.
            if (slot.kind != ATOMIC_JSON_ABSENT || !read_field(value, slot)) {
                return false;
            }
        }
    }
    // Nothing but white space after the array: the document has no location left.
    const char *rest = nullptr;
    return document.current_location().get(rest) == simdjson::OUT_OF_BOUNDS;
}

}  // namespace

extern "C" atomic_json_parser *atomic_json_parser_new(void) {
    return new (std::nothrow) atomic_json_parser();
}

extern "C" void atomic_json_parser_free(atomic_json_parser *parser) {
    delete parser;
}

extern "C" atomic_json_status atomic_json_read_objects(atomic_json_parser *parser, const uint8_t *body, size_t length,
    const char *const *keys, const size_t *key_lengths, size_t key_count, const atomic_json_field **fields,
    size_t *object_count) {
    *fields = nullptr;
    *object_count = 0;
    try {
        parser->fields.clear();
        if (parser->capacity < length + simdjson::SIMDJSON_PADDING) {
            size_t capacity = length + length / 2 + simdjson::SIMDJSON_PADDING;
            parser->buffer.reset(new uint8_t[capacity]);
            parser->capacity = capacity;
        }
        if (length > 0) {
            std::memcpy(parser->buffer.get(), body, length);
        }
        std::memset(parser->buffer.get() + length, 0, parser->capacity - length);
        if (!read_objects(*parser, length, keys, key_lengths, key_count)) {
            parser->fields.clear();
            return ATOMIC_JSON_DECLINED;
        }
    } catch (const std::bad_alloc &) {
        parser->fields.clear();
        return ATOMIC_JSON_NO_MEMORY;
    }
    *fields = parser->fields.data();
    *object_count = key_count == 0 ? 0 : parser->fields.size() / key_count;
    return ATOMIC_JSON_READ;
}
