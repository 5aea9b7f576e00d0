#ifndef ATOMICARCH_SIMDJSON_SHIM_H
#define ATOMICARCH_SIMDJSON_SHIM_H
// A C view of simdjson's On-Demand parser for one shape of JSON: a top-level array of objects, of which the caller
// reads a fixed list of keys. No C++ here, so Swift imports it as C.
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A parser with its padded copy of the body, its unescaped strings and its fields. One thread at a time.
typedef struct atomic_json_parser atomic_json_parser;

/// What one object holds under one of the caller's keys.
typedef enum atomic_json_kind {
    /// The key is not in the object.
    ATOMIC_JSON_ABSENT = 0,
    /// `null`.
    ATOMIC_JSON_NULL = 1,
    /// A string: `bytes` and `length` are its unescaped UTF-8 bytes (valid UTF-8; they may hold NUL).
    ATOMIC_JSON_STRING = 2,
    /// A number that is an int64 written without a fraction or an exponent: `integer`.
    ATOMIC_JSON_INT64 = 3,
    /// `true` or `false`: `boolean` is 1 or 0.
    ATOMIC_JSON_BOOL = 4,
    /// An object or an array (not read further).
    ATOMIC_JSON_OTHER = 5,
} atomic_json_kind;

/// The value of one key in one object.
typedef struct atomic_json_field {
    atomic_json_kind kind;
    int32_t boolean;
    int64_t integer;
    const uint8_t *bytes;
    size_t length;
} atomic_json_field;

/// The answer of `atomic_json_read_objects`.
typedef enum atomic_json_status {
    /// The whole body was read and is valid JSON: the fields are set.
    ATOMIC_JSON_READ = 0,
    /// The body is not valid JSON, or is JSON this reader leaves to another decoder: not a top-level array of
    /// objects, trailing content, an escaped key, a key of the list twice in one object, a number under a listed key
    /// that is not a plain int64 (a fraction, an exponent, `-0`, out of range), a number elsewhere that simdjson
    /// cannot represent, a byte order mark, nesting deeper than 64 inside a value.
    ATOMIC_JSON_DECLINED = 1,
    /// Memory ran out.
    ATOMIC_JSON_NO_MEMORY = 2,
} atomic_json_status;

/// A new parser, or NULL when memory runs out. Free it with `atomic_json_parser_free`.
atomic_json_parser *atomic_json_parser_new(void);

/// Frees `parser` (NULL is allowed) and everything it handed out.
void atomic_json_parser_free(atomic_json_parser *parser);

/// Reads `body` (`length` bytes of UTF-8 JSON, copied, so it need not be padded) as an array of objects and, for
/// each object in order and each of the `key_count` keys in order (`keys[i]`, `key_lengths[i]` bytes, compared
/// byte for byte with the unescaped key), sets one field. On `ATOMIC_JSON_READ`, `*fields` points to
/// `*object_count * key_count` fields, object by object; they and their string bytes stay valid until the next call
/// with `parser` or its free. On any other status `*fields` is NULL and `*object_count` 0.
atomic_json_status atomic_json_read_objects(
    atomic_json_parser *parser, const uint8_t *body, size_t length, const char *const *keys,
    const size_t *key_lengths, size_t key_count, const atomic_json_field **fields, size_t *object_count);

#ifdef __cplusplus
}
#endif
#endif
