/// The schema of a feature (`Sources/Data/NAME/NAMESchema.swift`): the migration that creates its tables, with the
/// next free version, and the functions that read and write its rows inside the caller's transaction.
enum DataSchemaTemplates {
    /// The schema's file.
    static func schema(_ spec: FeatureSpec) -> String {
        let table = DataTemplateText.table(spec)
        let fields = spec.shape.fields
        let columns = fields.map {
            "\(DataTemplateText.column($0)) \($0.type.sqliteType)\($0.isOptional ? "" : " NOT NULL"),"
        }
        let sql: [String]
        let name: String
        switch spec.kind {
        case .list:
            let pages = DataTemplateText.pagesTable(spec)
            name = "create \(table) and \(pages)"
            sql =
                [
                    "CREATE TABLE \(pages) (", "    row_origin_id INTEGER NOT NULL,",
                    "    row_cache_key TEXT NOT NULL,",
                    "    next_cursor INTEGER,",
                ]
                + spec.answerFields.map {
                    "    \(DataTemplateText.column($0)) \($0.type.sqliteType)\($0.isOptional ? "" : " NOT NULL"),"
                }
                + [
                    "    PRIMARY KEY (row_origin_id, row_cache_key)", ") WITHOUT ROWID;",
                    "CREATE TABLE \(table) (", "    row_origin_id INTEGER NOT NULL,",
                    "    row_cache_key TEXT NOT NULL,",
                    "    row_position INTEGER NOT NULL,",
                ] + columns.map { "    " + $0 }
                + ["    PRIMARY KEY (row_origin_id, row_cache_key, row_position)", ") WITHOUT ROWID;"]
        case .detail:
            name = "create \(table)"
            sql =
                ["CREATE TABLE \(table) (", "    row_origin_id INTEGER NOT NULL,", "    row_cache_key TEXT NOT NULL,"]
                + columns.map { "    " + $0 } + ["    PRIMARY KEY (row_origin_id, row_cache_key)", ") WITHOUT ROWID;"]
        }
        let tablesDoc =
            spec.kind == .list
            ? "`\(table)` holds each page's resources in the API's order (`row_position`), `\(DataTemplateText.pagesTable(spec))` "
                + "each page's next cursor; both are keyed by the API's origin and the page's cache key (its URL)."
            : "`\(table)` holds one row per resource, keyed by the API's origin and the resource's cache key (its URL)."
        return """
            import Domain
            import Persistence

            \(DataTemplateText.doc("The \(spec.prose) feature's tables. \(tablesDoc) The origin is numbered in `github_origins`, as the GitHub users feature numbers it, so two servers' rows never mix."))
            public enum \(spec.schema) {
                /// The migration that creates the tables; it continues the cache store's schema versions.
                public static let migrations = [
                    Migration(
                        version: SQLiteCacheStore.coreSchemaVersion + \(spec.schemaVersionOffset),
                        name: \(TemplateText.literal(name)),
                        sql: \"\"\"
            \(TemplateText.lines(sql, indent: 16))
                            \"\"\")
                ]

            \(spec.kind == .list ? listFunctions(spec) : detailFunctions(spec))
            }

            """
    }

    /// The columns of the fields, in order, for a `SELECT` or an `INSERT`: lines of about 80 characters, each after
    /// the first `indent` spaces in (the SQL sits in a multi-line literal, which the formatter cannot break).
    private static func columnList(_ spec: FeatureSpec, indent: Int = 16) -> String {
        var lines: [String] = []
        var current = ""
        for column in spec.shape.fields.map(DataTemplateText.column) {
            if !current.isEmpty, current.count + column.count > 80 {
                lines.append(current + ",")
                current = column
            } else {
                current += (current.isEmpty ? "" : ", ") + column
            }
        }
        lines.append(current)
        return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
    }

    /// The entity made of a row whose columns are the fields, in order; the lines after the first `indent` spaces in.
    private static func entityFromRow(_ spec: FeatureSpec, indent: Int) -> String {
        let arguments = spec.shape.fields.enumerated().map { index, field in
            "\(field.bareName): try row.value(at: \(index))"
        }
        return "\(spec.entity)(\n"
            + TemplateText.lines(
                arguments.enumerated().map { $1 + ($0 == arguments.count - 1 ? ")" : ",") }, indent: indent + 4)
    }

    /// The lines that set `row`'s values after its key (from index `first`) to `item`'s fields, the entity
    /// `toDomain()` made (a web address checked), so that a row read back is the entity the answer gave; the lines
    /// after the first `indent` spaces in.
    private static func rowValues(_ spec: FeatureSpec, first: Int, indent: Int) -> String {
        TemplateText.lines(
            spec.shape.fields.enumerated().map { index, field in
                "row[\(index + first)] = item.\(field.name).databaseValue"
            }, indent: indent)
    }

    /// The values bound to an `INSERT` after the row's key: what the entity `item` holds, as ``rowValues(_:first:indent:)``
    /// sets them.
    private static func boundFields(_ spec: FeatureSpec) -> String {
        spec.shape.fields.map { "item.\($0.name)" }.joined(separator: ", ")
    }

    /// `count` placeholders, 24 a line, the lines after the first 20 spaces in.
    private static func placeholders(_ count: Int) -> String {
        stride(from: 0, to: count, by: 24).map { start in
            Array(repeating: "?", count: min(24, count - start)).joined(separator: ", ")
        }.joined(separator: ",\n" + String(repeating: " ", count: 20))
    }

    private static func listFunctions(_ spec: FeatureSpec) -> String {
        let table = DataTemplateText.table(spec)
        let pages = DataTemplateText.pagesTable(spec)
        let count = spec.shape.fields.count
        let answer = spec.answerFields
        let answerColumns = answer.map { ", " + DataTemplateText.column($0) }.joined()
        let answerRead = answer.enumerated().map { ", \($1.bareName): try stored.value(at: \($0 + 1))" }.joined()
        let answerValues = answer.map { ", answer.\($0.name)" }.joined()
        let answerArguments = answer.map { ", \($0.bareName): answer.\($0.name)" }.joined()
        let isAnswer = spec.itemsMember != nil
        let replaceDoc =
            isAnswer
            ? "Replaces the page stored under `cacheKey` for `origin` with `answer`'s resources, its other fields and its `next` cursor, inside the caller's transaction; returns the page in domain terms."
            : "Replaces the page stored under `cacheKey` for `origin` with `dtos` and its `next` cursor, inside the caller's transaction; returns the page in domain terms."
        let replaceArgument = isAnswer ? "_ answer: \(spec.answerDTO)" : "_ dtos: [\(spec.dto)]"
        let dtosLine = isAnswer ? "\n        let dtos = answer.\(spec.itemsProperty)" : ""
        return """
                /// The page stored under `cacheKey` for `origin`, or `nil` when none is.
                ///
                /// - Throws: ``PersistenceError/typeMismatch(column:expected:found:)`` for a row this app never writes,
                ///   so that the cache policy counts the page as unreadable.
                static func page(cacheKey: String, origin: String, in reader: Database) throws -> \(spec.page)? {
                    let originClause = "row_origin_id = (SELECT id FROM github_origins WHERE origin = ?)"
                    guard
                        let stored = try Row.fetchOne(
                            reader,
                            sql: \"\"\"
                                SELECT next_cursor\(answerColumns) FROM \(pages)
                                WHERE \\(originClause) AND row_cache_key = ?
                                \"\"\", arguments: [origin, cacheKey])
                    else { return nil }
                    let rows = try Row.fetchAll(
                        reader,
                        sql: \"\"\"
                            SELECT
                                \(columnList(spec, indent: 20))
                            FROM \(table)
                            WHERE \\(originClause) AND row_cache_key = ? ORDER BY row_position
                            \"\"\", arguments: [origin, cacheKey])
                    let items = try rows.map { row in
                        \(entityFromRow(spec, indent: 12))
                    }
                    return \(spec.page)(items: items, next: try stored.value(at: 0, as: Int?.self)\(answerRead))
                }

            \(DataTemplateText.doc(replaceDoc, indent: 4))
                static func replacePage(
                    \(replaceArgument), next: Int?, cacheKey: String, origin: String, in writer: Database
                ) throws -> \(spec.page) {\(dtosLine)
                    let originID = try GitHubUsersTables.originID(origin, in: writer)
                    try writer.cachedStatement(
                        sql: \"\"\"
                            DELETE FROM \(table)
                            WHERE row_origin_id = ? AND row_cache_key = ?
                            \"\"\").execute(arguments: [originID, cacheKey])
                    try writer.cachedStatement(
                        sql: \"\"\"
                            INSERT OR REPLACE INTO \(pages)
                                (row_origin_id, row_cache_key, next_cursor\(answerColumns))
                            VALUES (?, ?, ?\(String(repeating: ", ?", count: answer.count)))
                            \"\"\").execute(arguments: [originID, cacheKey, next\(answerValues)])
                    let insert = try writer.cachedStatement(
                        sql: \"\"\"
                            INSERT INTO \(table) (
                                row_origin_id, row_cache_key, row_position,
                                \(columnList(spec, indent: 20)))
                            VALUES (?, ?, ?, \(placeholders(count)))
                            \"\"\")
                    var items: [\(spec.entity)] = []
                    items.reserveCapacity(dtos.count)
                    // One array of values, changed in place from row to row: no allocation and no boxing per row.
                    var row = [DatabaseValue](repeating: .null, count: \(count + 3))
                    row[0] = originID.databaseValue
                    row[1] = cacheKey.databaseValue
                    for (position, dto) in dtos.enumerated() {
                        let item = dto.toDomain()
                        row[2] = position.databaseValue
                        \(rowValues(spec, first: 3, indent: 12))
                        try insert.execute(values: row)
                        items.append(item)
                    }
                    return \(spec.page)(items: items, next: next\(answerArguments))
                }
            """
    }

    private static func detailFunctions(_ spec: FeatureSpec) -> String {
        let table = DataTemplateText.table(spec)
        let count = spec.shape.fields.count
        return """
                /// The resource stored under `cacheKey` for `origin`, or `nil` when none is.
                ///
                /// - Throws: ``PersistenceError/typeMismatch(column:expected:found:)`` for a row this app never writes,
                ///   so that the cache policy counts it as unreadable.
                static func resource(cacheKey: String, origin: String, in reader: Database) throws -> \(spec.entity)? {
                    let row = try Row.fetchOne(
                        reader,
                        sql: \"\"\"
                            SELECT
                                \(columnList(spec, indent: 20))
                            FROM \(table)
                            WHERE row_origin_id = (SELECT id FROM github_origins WHERE origin = ?) AND row_cache_key = ?
                            \"\"\", arguments: [origin, cacheKey])
                    guard let row else { return nil }
                    return \(entityFromRow(spec, indent: 8))
                }

                /// Stores `dto` as the resource of `cacheKey` for `origin`, inside the caller's transaction; returns it in
                /// domain terms.
                static func replaceResource(
                    _ dto: \(spec.dto), cacheKey: String, origin: String, in writer: Database
                ) throws -> \(spec.entity) {
                    let originID = try GitHubUsersTables.originID(origin, in: writer)
                    let item = dto.toDomain()
                    try writer.cachedStatement(
                        sql: \"\"\"
                            INSERT OR REPLACE INTO \(table) (
                                row_origin_id, row_cache_key,
                                \(columnList(spec, indent: 20)))
                            VALUES (?, ?, \(placeholders(count)))
                            \"\"\").execute(arguments: [originID, cacheKey, \(boundFields(spec))])
                    return item
                }
            """
    }
}
