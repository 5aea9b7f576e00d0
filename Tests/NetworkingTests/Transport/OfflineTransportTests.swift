import Foundation
import Networking
import Testing

@Suite struct OfflineTransportTests {
    @Test(arguments: ["http://127.0.0.1:9/avatar.png", "https://127.0.0.1:8443/u/1?s=32"])
    func everyRequestFailsWithNoConnection(address: String) async {
        let request = TransportRequest(url: URL(string: address)!)
        await #expect(throws: NetworkError.noConnection) {
            _ = try await OfflineTransport().send(request, limits: .standard)
        }
    }
}
