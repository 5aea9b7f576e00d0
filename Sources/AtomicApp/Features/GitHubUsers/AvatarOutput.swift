import Domain
import Foundation
import ImagePipeline
import TerminalUI

/// The picture `atomic user LOGIN --avatar` prints above the profile on a terminal.
///
/// - **Size**: ``preferredColumns`` (32) columns and half as many rows of half blocks, two pixels a cell, so a
///   square avatar stays square; fewer when the output is narrower (`COLUMNS`). The pipeline is asked for
///   exactly that many pixels, so GitHub sends a file of that size (`s=32`).
/// - **Colour**: true colour when the terminal says so (`COLORTERM`), else the nearest of the 256 xterm colours,
///   and shade characters without colour (`NO_COLOR`, `--no-color`); see ``colorMode(color:trueColor:)``.
/// - **Placeholder**: with no avatar URL, no pipeline, or an image that cannot be downloaded or decoded
///   (a `404`, damaged data, GIF…), a small box with the user's initials. The command never fails because of
///   its avatar.
///
/// Nothing remote reaches the terminal as text: the picture is made of block characters and colour numbers,
/// and the initials are letters picked from the sanitised name or login.
struct AvatarOutput {
    /// The width of the output, in columns.
    let width: Int
    /// How the picture is coloured.
    let colors: ImageColorMode

    /// The most columns the picture takes: 32.
    static let preferredColumns = 32
    /// The placeholder's outer width in columns, when the output is at least that wide: 10.
    static let placeholderColumns = 10

    /// The columns the picture takes: ``preferredColumns``, or the output's width when narrower (at least 1).
    var columns: Int { max(1, min(Self.preferredColumns, width)) }

    /// The pixel box the avatar is scaled to fit: `columns` pixels across and two per row down, square.
    var pixelBox: PixelSize { PixelSize(width: columns, height: columns) }

    /// The picture for `user`'s avatar loaded through `images`, or the placeholder; each line ends in a line feed.
    func render(_ user: GitHubUserDetail, images: ImagePipeline?) async -> String {
        if let image = await load(user.avatarURL, images: images) {
            return picture(image)
        }
        return placeholder(initials: Self.initials(name: user.name, login: user.login))
    }

    /// `image` as rows of half blocks (or shades), one line each, each ending in a line feed.
    func picture(_ image: RGBAImage) -> String {
        let drawn = HalfBlockImage(width: image.width, height: image.height, pixels: image.rgbaPixels, mode: colors)
        return drawn.ansiLines().map { $0 + "\n" }.joined()
    }

    /// A box of box-drawing characters with `initials` in its middle row, each line ending in a line feed.
    func placeholder(initials: String) -> String {
        let label = TextWidth.displayWidth(of: initials)
        let inner = max(label, min(Self.placeholderColumns, width) - 2)
        let left = (inner - label) / 2
        let blank = String(repeating: " ", count: inner)
        let middle =
            String(repeating: " ", count: left) + initials + String(repeating: " ", count: inner - label - left)
        let rule = String(repeating: "─", count: inner)
        return ["┌\(rule)┐", "│\(blank)│", "│\(middle)│", "│\(blank)│", "└\(rule)┘"].map { $0 + "\n" }.joined()
    }

    /// Up to two capital letters for a placeholder: the first letter or digit of the first and last words of
    /// the name (after sanitising), else of the login split at `-`, `_` and `.`; `?` when there is none.
    static func initials(name: String?, login: String) -> String {
        Initials.of(name: name, fallback: login)
    }

    /// The colours to draw in: none when colour is off, else true colour when the terminal says it shows it,
    /// else the 256 xterm colours.
    static func colorMode(color: Bool, trueColor: Bool) -> ImageColorMode {
        guard color else { return .none }
        return trueColor ? .trueColor : .palette256
    }

    /// The avatar at `url` scaled to ``pixelBox``, or `nil` when there is none or it cannot be had; only
    /// `http` and `https` URLs are loaded.
    private func load(_ url: URL?, images: ImagePipeline?) async -> RGBAImage? {
        guard let url, let images, let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https"
        else { return nil }
        // The pipeline logs why an image failed; here every failure means the placeholder.
        return try? await images.image(for: ImageRequest(url: url, targetSize: pixelBox))
    }
}
