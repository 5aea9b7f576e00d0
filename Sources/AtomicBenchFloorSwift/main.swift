// atomic-bench-floor-swift: the smallest Swift program that links what every URLSession-based Swift client on
// Linux links (Foundation and FoundationNetworking), for the start-up row of `atomic-bench`. It builds one
// request, so the library is really used, prints one line and exits.

import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

let request = URLRequest(url: URL(fileURLWithPath: CommandLine.arguments[0]))
print(request.url?.lastPathComponent ?? "")
