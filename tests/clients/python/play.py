"""A small client written against the package openapi-python-client generates from the
committed OpenAPI document (importable as `hotel_games_client`): it creates a game of every
kind, seats players, plays typed moves chosen from the legal moves, and reads the log, the
board picture and the printed data. Every response is parsed into the generated models, so a
response that does not match the document fails here.

Usage: python play.py BASE_URL
"""

import sys
import time

from hotel_games_client import AuthenticatedClient, Client
from hotel_games_client.api.accounts import issue_token, register
from hotel_games_client.api.games import create_game, get_game, join_game, kind_data, list_kinds
from hotel_games_client.api.moves import board_picture, legal_moves, log, submit_move, view
from hotel_games_client.models import Credentials, MoveRequest
from hotel_games_client import models

MOVES_PER_GAME = 6


def typed(response, *expected):
    """The parsed body of a response, which must be one of the expected models."""
    parsed = response.parsed
    if response.status_code.value >= 300 or not isinstance(parsed, expected):
        raise SystemExit(
            f"unexpected answer {response.status_code}: {type(parsed).__name__} {response.content[:500]!r}"
        )
    return parsed


def model(kind: str, envelope: str):
    """The generated model of a kind's envelope, e.g. `AcquireViewResponse`."""
    name = "".join(part.capitalize() for part in kind.split("_")) + envelope
    return getattr(models, name)


def account(base: str, name: str) -> AuthenticatedClient:
    client = Client(base_url=base, raise_on_unexpected_status=True)
    credentials = Credentials(username=name, password="correct horse battery")
    typed(register.sync_detailed(client=client, body=credentials), models.User)
    token = typed(issue_token.sync_detailed(client=client, body=credentials), models.Token)
    return AuthenticatedClient(base_url=base, token=token.access_token, raise_on_unexpected_status=True)


def play_kind(base: str, info, run: str) -> None:
    kind = info.kind.value
    players = [account(base, f"py{run}{kind[:4]}{seat}") for seat in range(info.min_seats)]
    request = model(kind, "CreateGame").from_dict({"kind": kind, "seats": info.min_seats})
    game = typed(create_game.sync_detailed(client=players[0], body=request), model(kind, "Game"))
    for player in players[1:]:
        game = typed(join_game.sync_detailed(game.id, client=player), model(kind, "Game"))
    assert game.status.value == "active", f"{kind}: the game did not start"
    for _ in range(MOVES_PER_GAME):
        if game.status.value != "active":
            break
        player = players[game.awaited[0]]
        seen = typed(view.sync_detailed(game.id, client=player), model(kind, "ViewResponse"))
        assert seen.kind.value == kind
        moves = typed(legal_moves.sync_detailed(game.id, client=player), model(kind, "LegalMoves"))
        assert moves.commands, f"{kind}: no legal command for the awaited seat"
        submission = MoveRequest(command=moves.commands[0], expected_version=moves.version)
        result = typed(submit_move.sync_detailed(game.id, client=player, body=submission), model(kind, "MoveResult"))
        assert result.version == moves.version + 1
        game = typed(get_game.sync_detailed(game.id, client=player), model(kind, "Game"))
    page = typed(log.sync_detailed(game.id, client=players[0]), model(kind, "LogPage"))
    assert [entry.seq for entry in page.entries] == list(range(1, game.version + 1))
    assert not page.has_more
    picture = typed(board_picture.sync_detailed(game.id, client=players[0]), str)
    assert picture.startswith("<svg") and picture.rstrip().endswith("</svg>"), f"{kind}: no board picture"
    data = typed(kind_data.sync_detailed(kind, client=players[0]), model(kind, "PrintedData"))
    print(f"{kind}: {len(page.entries)} log entries, version {game.version}, data of kind {data.kind.value}")


def main() -> None:
    base = sys.argv[1]
    run = format(int(time.time() * 1000), "x")
    anonymous = Client(base_url=base, raise_on_unexpected_status=True)
    kinds = list_kinds.sync(client=anonymous)
    assert kinds, "no game kinds"
    for info in kinds:
        play_kind(base, info, run)


if __name__ == "__main__":
    main()
