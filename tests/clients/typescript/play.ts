// A small client written against the types that openapi-typescript generates from the
// committed OpenAPI document: it creates a game of every kind, seats players, and plays
// typed moves until each game has advanced a few entries. `tsc --strict` checks it; node runs
// it against a server at BASE_URL.

import type { components } from "./generated/api";

type S = components["schemas"];

declare const process: { env: Record<string, string | undefined>; exit(code: number): never };

const base = process.env.BASE_URL ?? "http://127.0.0.1:8080";
const movesPerGame = 6;

async function call<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(base + path, {
    method,
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${method} ${path}: ${response.status} ${text}`);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

async function account(name: string): Promise<string> {
  const credentials: S["Credentials"] = { username: name, password: "correct horse battery" };
  await call<S["User"]>("POST", "/v1/users", undefined, credentials);
  const token = await call<S["Token"]>("POST", "/v1/tokens", undefined, credentials);
  return token.access_token;
}

/** The command to send for the awaited seat: a literal typed command where one is legal. */
function choose(moves: S["LegalMoves"], view: S["ViewResponse"]): S["MoveRequest"]["command"] {
  switch (moves.kind) {
    case "acquire": {
      if (view.kind !== "acquire") throw new Error("kind mismatch");
      const hand = view.view?.your_hand ?? [];
      for (const held of hand) {
        const placement: S["AcquireCommand"] = { type: "place_tile", tile: held.tile };
        if (moves.commands.some((c) => c.type === "place_tile" && c.tile === placement.tile)) {
          return placement;
        }
      }
      break;
    }
    case "monopoly": {
      const roll: S["MonopolyCommand"] = { type: "roll_dice" };
      if (moves.commands.some((c) => c.type === roll.type)) return roll;
      break;
    }
    case "grand_austria_hotel": {
      const loan: S["GrandAustriaHotelCommand"] = { type: "take_loan" };
      const other = moves.commands.find((c) => c.type !== loan.type);
      if (other) return other;
      break;
    }
    case "tokyo_capsule_hotel": {
      const loan: S["TokyoCapsuleHotelCommand"] = { type: "choose_loan", amount: 6000 };
      if (moves.commands.some((c) => c.type === loan.type && c.amount === loan.amount)) {
        return loan;
      }
      break;
    }
    default: {
      const unknown: never = moves;
      throw new Error(`a kind this client does not know: ${JSON.stringify(unknown)}`);
    }
  }
  const first = moves.commands[0];
  if (!first) throw new Error(`no legal command for the awaited seat of a ${moves.kind} game`);
  return first;
}

async function playKind(info: S["GameKindInfo"], run: string): Promise<void> {
  const tokens: string[] = [];
  for (let seat = 0; seat < info.min_seats; seat++) {
    tokens.push(await account(`ts${run}${info.kind.slice(0, 4)}${seat}`));
  }
  const creator = tokens[0]!;
  const request: S["CreateGame"] = { kind: info.kind, seats: info.min_seats };
  let game = await call<S["Game"]>("POST", "/v1/games", creator, request);
  for (const token of tokens.slice(1)) {
    game = await call<S["Game"]>("POST", `/v1/games/${game.id}/seats`, token);
  }
  if (game.status !== "active") throw new Error(`${info.kind}: the game did not start`);
  for (let move = 0; move < movesPerGame && game.status === "active"; move++) {
    const seat = game.awaited[0];
    if (seat === undefined) throw new Error(`${info.kind}: an active game awaits nobody`);
    const token = tokens[seat]!;
    const view = await call<S["ViewResponse"]>("GET", `/v1/games/${game.id}/view`, token);
    const moves = await call<S["LegalMoves"]>("GET", `/v1/games/${game.id}/legal-moves`, token);
    const submission: S["MoveRequest"] = { expected_version: moves.version, command: choose(moves, view) };
    const result = await call<S["MoveResult"]>("POST", `/v1/games/${game.id}/moves`, token, submission);
    if (result.version !== moves.version + 1) throw new Error(`${info.kind}: version did not advance`);
    game = await call<S["Game"]>("GET", `/v1/games/${game.id}`, token);
  }
  const log = await call<S["LogPage"]>("GET", `/v1/games/${game.id}/log`, creator);
  const picture = await fetch(`${base}/v1/games/${game.id}/board.svg`, {
    headers: { authorization: `Bearer ${creator}` },
  });
  const svg = await picture.text();
  if (!picture.ok || picture.headers.get("content-type") !== "image/svg+xml" || !svg.startsWith("<svg")) {
    throw new Error(`${info.kind}: no board picture (${picture.status})`);
  }
  const data = await call<S["PrintedData"]>("GET", `/v1/game-kinds/${info.kind}/data`);
  console.log(`${info.kind}: ${log.entries.length} log entries, version ${game.version}, data of kind ${data.kind}`);
}

async function main(): Promise<void> {
  const run = Date.now().toString(36);
  const kinds = await call<S["GameKindInfo"][]>("GET", "/v1/game-kinds");
  for (const info of kinds) {
    await playKind(info, run);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
