#!/usr/bin/env python3
"""Warehouse stock API of Floe's GDPevo-layout test fixture (standard library only).

Listens on TASK_ENV_BIND:TASK_ENV_PORT, as GDPevo's task-group servers do.
  GET  /health            200 {"status": "ok"}
  GET  /api/items         every item; ?location=B2 filters
  GET  /api/items/<sku>   one item, 404 when unknown
  GET  /api/notes         notes posted so far (in memory)
  POST /api/notes         {"text": "..."} stores a note; only with TASK_ENV_MUTABLE=1, else 403
  POST /api/judge         the train-only judge GDPevo servers carry: 404 unless TASK_ENV_ENABLE_JUDGE=1
"""

import json
import os
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlparse

DATA = json.loads((Path(__file__).resolve().parent / "data" / "items.json").read_text(encoding="utf-8"))
NOTES = []
NOTES_LOCK = threading.Lock()


class Handler(BaseHTTPRequestHandler):
    def do_GET(self):
        url = urlparse(self.path)
        query = parse_qs(url.query)
        if url.path == "/health":
            self.send_json(200, {"status": "ok", "items": len(DATA["items"])})
        elif url.path == "/api/items":
            location = query.get("location", [None])[0]
            items = [i for i in DATA["items"] if location is None or i["location"] == location]
            self.send_json(200, {"count": len(items), "results": items})
        elif url.path.startswith("/api/items/"):
            sku = url.path.rsplit("/", 1)[-1]
            found = [i for i in DATA["items"] if i["sku"] == sku]
            if found:
                self.send_json(200, found[0])
            else:
                self.send_json(404, {"error": "unknown sku " + sku})
        elif url.path == "/api/notes":
            with NOTES_LOCK:
                self.send_json(200, {"count": len(NOTES), "results": list(NOTES)})
        else:
            self.send_json(404, {"error": "not found"})

    def do_POST(self):
        url = urlparse(self.path)
        length = int(self.headers.get("Content-Length", "0") or 0)
        body = self.rfile.read(length) if length > 0 else b""
        if url.path == "/api/notes":
            if os.environ.get("TASK_ENV_MUTABLE") != "1":
                self.send_json(403, {"error": "read-only environment"})
                return
            try:
                note = json.loads(body or b"{}")
            except json.JSONDecodeError:
                self.send_json(400, {"error": "body is not JSON"})
                return
            with NOTES_LOCK:
                NOTES.append({"id": len(NOTES) + 1, "text": str(note.get("text", ""))})
                self.send_json(201, NOTES[-1])
        elif url.path == "/api/judge" and os.environ.get("TASK_ENV_ENABLE_JUDGE") == "1":
            self.send_json(501, {"error": "the fixture's judge only exists to be switched off"})
        else:
            self.send_json(404, {"error": "not found"})

    def send_json(self, status, payload):
        body = json.dumps(payload).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format, *args):
        pass


def main():
    bind = os.environ.get("TASK_ENV_BIND", "127.0.0.1")
    port = int(os.environ.get("TASK_ENV_PORT", "9901"))
    server = ThreadingHTTPServer((bind, port), Handler)
    print("warehouse stock API on http://%s:%d" % (bind, port), flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
