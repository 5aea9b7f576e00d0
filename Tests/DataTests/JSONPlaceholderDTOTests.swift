import Data
import Domain
import Foundation
import Testing

@Suite("JSONPlaceholder DTOs")
struct JSONPlaceholderDTOTests {
    @Test("posts decode and map")
    func posts() throws {
        let json = """
            [
              {"userId": 2, "id": 11, "title": "notes on tides", "body": "first line\\nsecond line"},
              {"userId": 2, "id": 12, "title": "a second post", "body": ""}
            ]
            """
        let dtos = try JSONDecoder().decode([PostDTO].self, from: Data(json.utf8))
        #expect(
            dtos.map { $0.toDomain() } == [
                Post(id: 11, userId: 2, title: "notes on tides", body: "first line\nsecond line"),
                Post(id: 12, userId: 2, title: "a second post", body: ""),
            ])
    }

    @Test("a post without a title is rejected")
    func postMissingTitle() {
        #expect(throws: DecodingError.self) {
            _ = try JSONDecoder().decode(PostDTO.self, from: Data(#"{"userId": 1, "id": 1, "body": "x"}"#.utf8))
        }
    }

    @Test("an author with address, geo and company decodes and maps city and company name")
    func author() throws {
        let json = """
            {
              "id": 4,
              "name": "Mira Okafor",
              "username": "mira.o",
              "email": "mira@harbour.example",
              "address": {
                "street": "Lantern Row", "suite": "Apt. 12", "city": "Port Alder", "zipcode": "40021-1187",
                "geo": {"lat": "-12.5021", "lng": "77.0154"}
              },
              "phone": "1-555-014-2201 x31",
              "website": "mira.example",
              "company": {"name": "Okafor & Reyes", "catchPhrase": "Quiet reliable tooling", "bs": "ship durable systems"}
            }
            """
        let dto = try JSONDecoder().decode(PostAuthorDTO.self, from: Data(json.utf8))
        #expect(dto.address?.geo?.lat == "-12.5021")
        #expect(dto.company?.catchPhrase == "Quiet reliable tooling")
        #expect(
            dto.toDomain()
                == PostAuthor(
                    id: 4, name: "Mira Okafor", username: "mira.o", email: "mira@harbour.example",
                    phone: "1-555-014-2201 x31", website: "mira.example", companyName: "Okafor & Reyes",
                    city: "Port Alder"))
    }

    @Test("an author without contact details still decodes")
    func sparseAuthor() throws {
        let dto = try JSONDecoder().decode(
            PostAuthorDTO.self, from: Data(#"{"id": 1, "name": "A B", "username": "ab", "website": ""}"#.utf8))
        #expect(dto.toDomain() == PostAuthor(id: 1, name: "A B", username: "ab"))
    }

    @Test("comments decode and map")
    func comments() throws {
        let json = """
            [{"postId": 11, "id": 51, "name": "agreed", "email": "Reader_7@inbox.example", "body": "well put\\nthanks"}]
            """
        let dtos = try JSONDecoder().decode([CommentDTO].self, from: Data(json.utf8))
        #expect(
            dtos.map { $0.toDomain() } == [
                Comment(id: 51, postId: 11, name: "agreed", email: "Reader_7@inbox.example", body: "well put\nthanks")
            ])
    }

    @Test("authors encode with JSONPlaceholder's field names and decode back unchanged")
    func authorRoundTrip() throws {
        let dto = PostAuthorDTO(
            id: 9, name: "N", username: "n", email: "n@x.example",
            address: .init(street: "s", suite: "t", city: "c", zipcode: "z", geo: .init(lat: "1", lng: "2")),
            phone: "p", website: "w", company: .init(name: "co", catchPhrase: "cp", bs: "bs"))
        let data = try JSONEncoder().encode(dto)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let company = try #require(object["company"] as? [String: Any])
        #expect(company["catchPhrase"] as? String == "cp")
        #expect(try JSONDecoder().decode(PostAuthorDTO.self, from: data) == dto)
    }
}
