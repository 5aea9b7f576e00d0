#!/usr/bin/env python3
"""A GitHub-like HTTP/1.1 server on 127.0.0.1 for scripts/scroll-cpu.sh.

  GET /users?since=S&per_page=N  the next min(N, 100) users after id S (ids S+1, S+2, ...), with GitHub's field
                                 set, avatar addresses on this server and a Link header to the next page
  GET /users/LOGIN               the profile of user-ID (GitHub's field set)
  GET /avatars/u/ID              a PNG identicon of ID, SIDE x SIDE pixels (the `s` query item when given, else
                                 --avatar-pixels), RGB, 8 bits a channel
  anything else                  404

It listens on an ephemeral port of 127.0.0.1 only, writes the port to --port-file once it listens, counts the
requests of each kind in --count-file (JSON, rewritten at each request) and runs until it is killed.
"""

import argparse
import hashlib
import http.server
import json
import os
import struct
import threading
import urllib.parse
import zlib

USERS_LIMIT = 1_000_000


def identicon_png(user_id: int, side: int) -> bytes:
    """A 5 x 5 mirrored identicon of user_id, side x side pixels, as an RGB PNG."""
    digest = hashlib.sha256(str(user_id).encode()).digest()
    colour = bytes(digest[0:3])
    background = b"\xf0\xf0\xf0"
    cells = [[False] * 5 for _ in range(5)]
    for row in range(5):
        for column in range(3):
            on = (digest[3 + row * 3 + column] & 1) == 1
            cells[row][column] = on
            cells[row][4 - column] = on
    lines = []
    for y in range(side):
        cell_row = min(4, y * 5 // side)
        pixels = b"".join(
            colour if cells[cell_row][min(4, x * 5 // side)] else background for x in range(side))
        lines.append(b"\x00" + pixels)
    raw = b"".join(lines)

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", side, side, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 6))
            + chunk(b"IEND", b""))


def user_json(base: str, user_id: int) -> dict:
    login = f"user-{user_id}"
    api = f"{base}/users/{login}"
    return {
        "login": login,
        "id": user_id,
        "node_id": f"MDQ6VXNlcj{user_id}",
        "avatar_url": f"{base}/avatars/u/{user_id}?v=4",
        "gravatar_id": "",
        "url": api,
        "html_url": f"{base}/{login}",
        "followers_url": f"{api}/followers",
        "following_url": f"{api}/following{{/other_user}}",
        "gists_url": f"{api}/gists{{/gist_id}}",
        "starred_url": f"{api}/starred{{/owner}}{{/repo}}",
        "subscriptions_url": f"{api}/subscriptions",
        "organizations_url": f"{api}/orgs",
        "repos_url": f"{api}/repos",
        "events_url": f"{api}/events{{/privacy}}",
        "received_events_url": f"{api}/received_events",
        "type": "User",
        "user_view_type": "public",
        "site_admin": False,
    }


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    avatar_pixels = 80
    counts: dict = {}
    count_file = None
    lock = threading.Lock()

    def log_message(self, format, *args):  # noqa: A002 - the base class's name
        pass

    def count(self, kind: str) -> None:
        with Handler.lock:
            Handler.counts[kind] = Handler.counts.get(kind, 0) + 1
            if Handler.count_file:
                with open(Handler.count_file, "w") as file:
                    json.dump(Handler.counts, file)

    def answer(self, status: int, body: bytes, content_type: str, headers: dict = {}) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in headers.items():
            self.send_header(name, value)
        try:
            self.end_headers()
            self.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the app cancelled the request (an avatar scrolled past)

    def do_GET(self) -> None:  # noqa: N802 - the base class's name
        base = f"http://127.0.0.1:{self.server.server_address[1]}"
        target = urllib.parse.urlsplit(self.path)
        query = urllib.parse.parse_qs(target.query)
        parts = [part for part in target.path.split("/") if part]
        if parts == ["users"]:
            self.count("users")
            since = int(query.get("since", ["0"])[0])
            per_page = max(1, min(100, int(query.get("per_page", ["30"])[0])))
            ids = range(since + 1, min(USERS_LIMIT, since + per_page) + 1)
            body = json.dumps([user_json(base, user_id) for user_id in ids]).encode()
            headers = {}
            if ids and ids[-1] < USERS_LIMIT:
                headers["Link"] = f'<{base}/users?since={ids[-1]}&per_page={per_page}>; rel="next"'
            self.answer(200, body, "application/json; charset=utf-8", headers)
        elif len(parts) == 2 and parts[0] == "users" and parts[1].startswith("user-"):
            self.count("profiles")
            user_id = int(parts[1][len("user-"):])
            profile = user_json(base, user_id)
            profile.update({
                "name": f"User {user_id}", "company": None, "blog": "", "location": "Loopback",
                "email": None, "hireable": None, "bio": None, "twitter_username": None,
                "public_repos": user_id % 50, "public_gists": user_id % 7, "followers": user_id % 1000,
                "following": user_id % 300, "created_at": "2008-01-12T10:00:00Z",
                "updated_at": "2026-11-30T10:00:00Z",
            })
            self.answer(200, json.dumps(profile).encode(), "application/json; charset=utf-8")
        elif len(parts) == 3 and parts[:2] == ["avatars", "u"] and parts[2].isdigit():
            self.count("avatars")
            side = max(1, min(460, int(query.get("s", [str(Handler.avatar_pixels)])[0])))
            self.answer(200, identicon_png(int(parts[2]), side), "image/png")
        else:
            self.count("other")
            self.answer(404, b"", "text/plain")


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address) -> None:
        import sys
        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            super().handle_error(request, client_address)  # a cancelled avatar's connection is no error


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--port-file", required=True, help="where to write the port once listening")
    parser.add_argument("--count-file", help="where to keep the request counts (JSON)")
    parser.add_argument("--avatar-pixels", type=int, default=80, help="the side of an avatar without `s` (80)")
    options = parser.parse_args()
    Handler.avatar_pixels = options.avatar_pixels
    Handler.count_file = options.count_file
    server = Server(("127.0.0.1", 0), Handler)
    with open(options.port_file + ".tmp", "w") as file:
        file.write(str(server.server_address[1]))
    os.replace(options.port_file + ".tmp", options.port_file)
    server.serve_forever()


if __name__ == "__main__":
    main()
