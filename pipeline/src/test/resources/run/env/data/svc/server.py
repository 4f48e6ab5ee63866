"""A notes service for environment tests: GET /health, GET /notes, POST /notes (kept in memory)."""
import json
import os
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

NOTES = []
# Tests that check the server is stopped say where to note its pid; never into the (repository's) data folder.
if os.environ.get("PID_DIR"):
    with open(os.path.join(os.environ["PID_DIR"], "server-%d.pid" % os.getpid()), "w") as f:
        f.write(str(os.getpid()))


class Handler(BaseHTTPRequestHandler):
    def _send(self, body, status=200):
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        if self.path == "/health":
            self._send({"status": "ok"})
        elif self.path == "/notes":
            self._send({"notes": NOTES})
        else:
            self._send({"error": "not found"}, 404)

    def do_POST(self):
        # A test of a server that dies mid-run says after how many notes.
        if os.environ.get("DIE_AFTER_NOTES") and len(NOTES) >= int(os.environ["DIE_AFTER_NOTES"]):
            os._exit(9)
        length = int(self.headers.get("Content-Length", "0"))
        NOTES.append(json.loads(self.rfile.read(length) or b"{}").get("note"))
        self._send({"notes": NOTES})

    def log_message(self, *args):
        pass


ThreadingHTTPServer((os.environ.get("SVC_BIND", "127.0.0.1"), int(os.environ["SVC_PORT"])), Handler).serve_forever()
