"""Prepares a server for schemathesis: an account with a token and a started game.

Prints shell assignments: TOKEN=... GAME_ID=...
"""

import json
import sys
import urllib.request

base = sys.argv[1]


def call(method, path, body=None, token=None):
    request = urllib.request.Request(base + path, method=method)
    request.add_header("content-type", "application/json")
    if token:
        request.add_header("authorization", "Bearer " + token)
    data = json.dumps(body).encode() if body is not None else None
    with urllib.request.urlopen(request, data) as response:
        return json.loads(response.read() or b"null")


def account(name):
    credentials = {"username": name, "password": "password-" + name}
    call("POST", "/v1/users", credentials)
    return call("POST", "/v1/tokens", credentials)["access_token"]


tokens = [account(f"fuzzer{seat}") for seat in range(3)]
game = call("POST", "/v1/games", {"kind": "acquire", "seats": 3}, tokens[0])
for token in tokens[1:]:
    game = call("POST", f"/v1/games/{game['id']}/seats", token=token)
if game["status"] != "active":
    call("POST", f"/v1/games/{game['id']}/start", token=tokens[0])
print(f"TOKEN={tokens[0]} GAME_ID={game['id']}")
