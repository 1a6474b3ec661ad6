#!/usr/bin/env python3
"""An independent check of a game export (src/audit/FORMAT.md), written from the format's
specification alone: canonical JSON, the genesis and the hash chain, the seed commitment, the
per-entry ChaCha20 generator, and every random draw of every kind.

usage: audit-chain.py EXPORT [SEQ N]
         checks the genesis hash, every entry's hash and the commitment, and with SEQ N prints
         the first N die(6) draws of entry SEQ's generator.
       audit-chain.py --draws EXPORT
         checks the chain as above, then re-derives every random outcome the entries record
         and prints how many of each were re-derived.
"""
import hashlib
import json
import struct
import sys


def canonical(value):
    return json.dumps(value, separators=(",", ":"), sort_keys=True, ensure_ascii=False)


def rotl(v, c):
    return ((v << c) & 0xFFFFFFFF) | (v >> (32 - c))


def quarter(s, a, b, c, d):
    s[a] = (s[a] + s[b]) & 0xFFFFFFFF; s[d] = rotl(s[d] ^ s[a], 16)
    s[c] = (s[c] + s[d]) & 0xFFFFFFFF; s[b] = rotl(s[b] ^ s[c], 12)
    s[a] = (s[a] + s[b]) & 0xFFFFFFFF; s[d] = rotl(s[d] ^ s[a], 8)
    s[c] = (s[c] + s[d]) & 0xFFFFFFFF; s[b] = rotl(s[b] ^ s[c], 7)


def chacha20_block(key, counter):
    """RFC 8439 block function with a zero nonce: 16 little-endian words."""
    state = [0x61707865, 0x3320646E, 0x79622D32, 0x6B206574]
    state += list(struct.unpack("<8I", key)) + [counter & 0xFFFFFFFF, counter >> 32, 0, 0]
    work = state[:]
    for _ in range(10):
        quarter(work, 0, 4, 8, 12); quarter(work, 1, 5, 9, 13)
        quarter(work, 2, 6, 10, 14); quarter(work, 3, 7, 11, 15)
        quarter(work, 0, 5, 10, 15); quarter(work, 1, 6, 11, 12)
        quarter(work, 2, 7, 8, 13); quarter(work, 3, 4, 9, 14)
    return [(a + b) & 0xFFFFFFFF for a, b in zip(work, state)]


class EntryGenerator:
    def __init__(self, seed, seq):
        self.key = hashlib.sha256(seed + struct.pack("<Q", seq)).digest()
        self.counter = 0
        self.words = []

    def word(self):
        if not self.words:
            self.words = chacha20_block(self.key, self.counter)
            self.counter += 1
        return self.words.pop(0)

    def below(self, n):
        threshold = (2**32 - n) % n
        while True:
            product = self.word() * n
            if product & 0xFFFFFFFF >= threshold:
                return product >> 32

    def die(self, sides):
        return self.below(sides) + 1

    def shuffle(self, items):
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
        return items


def genesis_of(header):
    if header["format_version"] == 1:
        return hashlib.sha256(("hotel-games:" + header["game_id"]).encode()).hexdigest()
    bound = {key: header[key] for key in
             ("config", "created_at_ms", "game_id", "kind", "rng_commitment")}
    return hashlib.sha256(("hotel-games:2\n" + canonical(bound)).encode()).hexdigest()


def check_chain(path):
    lines = [json.loads(line) for line in open(path, encoding="utf-8")]
    header, trailer, entries = lines[0], lines[-1], lines[1:-1]
    assert header["type"] == "header" and trailer["type"] == "trailer", "a complete export"
    assert genesis_of(header) == header["genesis_hash"], "genesis hash"
    seed = bytes.fromhex(trailer["rng_seed"])
    assert hashlib.sha256(seed).hexdigest() == header["rng_commitment"], "seed commitment"
    previous = header["genesis_hash"]
    for expected_seq, entry in enumerate(entries, start=1):
        assert entry["seq"] == expected_seq, f"seq gap at {expected_seq}"
        seat = "" if entry["seat"] is None else str(entry["seat"])
        text = "\n".join([previous, str(entry["seq"]), seat, canonical(entry["command"]),
                          canonical(entry["events"]), str(entry["created_at_ms"])])
        digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
        assert digest == entry["hash"], f"hash of seq {entry['seq']}"
        previous = digest
    assert previous == trailer["last_hash"], "last hash"
    return header, entries, seed


class Draws:
    """Re-derives the draws of each entry in the order of its events; counts each outcome."""

    def __init__(self, header, seed):
        self.header, self.seed, self.config = header, seed, header["config"]
        self.seats = header["seats"]
        self.counts = {}

    def count(self, outcome, n=1):
        self.counts[outcome] = self.counts.get(outcome, 0) + n

    def entries(self, entries):
        for entry in entries:
            self.entry(entry, EntryGenerator(self.seed, entry["seq"]))

    def expect(self, recorded, derived, entry, what):
        assert recorded == derived, \
            f"seq {entry['seq']}: {what}: recorded {recorded}, the seed gives {derived}"


class AcquireDraws(Draws):
    def entries(self, entries):
        setup = entries[0]
        tiles = [f"{column}{row}" for column in range(1, 13) for row in "ABCDEFGHI"]
        generator = EntryGenerator(self.seed, 1)
        order = generator.shuffle(tiles)
        shuffled = [e for e in setup["events"] if e["type"] == "tile_pool_shuffled"]
        self.expect(shuffled[0]["order"], order, setup, "tile order")
        self.count("tile_order")
        drawn = 0
        for entry in entries:
            for event in entry["events"]:
                if event["type"] in ("start_tile_drawn", "tile_drawn"):
                    self.expect(event["tile"], order[drawn], entry, f"tile {drawn + 1}")
                    drawn += 1
        self.count("tiles_drawn", drawn)


class MonopolyDraws(Draws):
    def entry(self, entry, generator):
        if entry["seq"] == 1:
            self.decks = {}
            for deck, prefix in (("chance", "CH"), ("community_chest", "CC")):
                order = generator.shuffle([f"{prefix}{k:02}" for k in range(1, 17)])
                event = next(e for e in entry["events"]
                             if e["type"] == "deck_shuffled" and e["deck"] == deck)
                self.expect(event["order"], order, entry, f"{deck} order")
                self.decks[deck] = order[:]
                self.count("deck_orders")
        for event in entry["events"]:
            kind = event["type"]
            if kind in ("turn_order_rolled", "dice_rolled"):
                dice = (generator.die(6), generator.die(6))
                self.expect((event["d1"], event["d2"]), dice, entry, kind)
                self.count("dice", 2)
            elif kind == "game_started" and self.config["turn_order"] == "random":
                self.expect(event["first_player"], generator.below(self.seats), entry,
                            "first player")
                self.count("first_player")
            elif kind == "card_drawn":
                deck = self.decks[event["deck"]]
                if self.config["deck_mode"] == "random_draw":
                    index = generator.below(len(deck))
                    self.count("cards_drawn_at_random")
                else:
                    index = 0
                    self.count("cards_drawn_from_the_top")
                self.expect(event["card_id"], deck[index], entry, "card")
                del deck[index]
            elif kind == "card_returned":
                deck = self.decks[event["deck"]]
                if event["card_id"] not in deck:
                    deck.append(event["card_id"])


class GrandAustriaHotelDraws(Draws):
    DICE = {2: 10, 3: 12, 4: 14}

    def entry(self, entry, generator):
        flips = entry["command"]["type"] == "timeout"
        for event in entry["events"]:
            kind = event["type"]
            if kind == "start_player_chosen":
                start = self.config["start_player"]
                if start is None or start >= self.seats:
                    start = generator.below(self.seats)
                    self.count("start_player")
                order = [(start + k) % self.seats for k in range(self.seats)]
                self.expect((event["start_player"], event["seats"]), (start, order), entry,
                            "start player")
            elif kind == "boards_assigned":
                hotels = generator.shuffle([f"HB{k}" for k in range(1, 5)])
                staff = generator.shuffle([f"SB{k}" for k in range(1, 5)])
                self.count("board_orders", 2)
                for k, deal in enumerate(event["boards"]):
                    self.expect((deal["hotel_board"], deal["staff_board"]),
                                (hotels[k], staff[k]), entry, f"boards of seat {deal['seat']}")
                    if not self.config["choose_faces"]:
                        sides = self.faces(generator, hotels[k], staff[k])
                        self.expect((deal["hotel_side"], deal["staff_side"]), sides, entry,
                                    f"faces of seat {deal['seat']}")
            elif kind == "faces_chosen" and flips:
                deal = self.deals[event["seat"]]
                sides = self.faces(generator, deal["hotel_board"], deal["staff_board"])
                self.expect((event["hotel_side"], event["staff_side"]), sides, entry,
                            f"faces of seat {event['seat']}")
            elif kind == "dice_rolled":
                values = [generator.below(6) + 1 for _ in range(self.DICE[self.seats])]
                self.expect(event["values"], values, entry, f"dice of round {event['round']}")
                self.count("dice", len(values))
            if kind == "boards_assigned":
                self.deals = {deal["seat"]: deal for deal in event["boards"]}

    def faces(self, generator, hotel_board, staff_board):
        hotel_b, staff_b = generator.below(2), generator.below(2)
        self.count("faces", 2)
        return (f"H{int(hotel_board[2:]) + 4 * hotel_b}", f"S{int(staff_board[2:]) + 4 * staff_b}")


class TokyoCapsuleHotelDraws(Draws):
    """Its events carry their members under `data`."""

    def entry(self, entry, generator):
        events = [(event["type"], event.get("data", {})) for event in entry["events"]]
        if entry["seq"] == 1:
            self.buildings = {}
            order = generator.shuffle(list(range(self.seats)))
            started = next(data for kind, data in events if kind == "game_started")
            seating = [{"player_id": player, "seat": k + 1} for k, player in enumerate(order)]
            self.expect(started["seats"], seating, entry, "seating")
            self.count("seating")
        for kind, data in events:
            if kind == "building_built":
                self.buildings[data["id"]] = data["building"]
            elif kind == "purchase_phase_started":
                for tie in data["tie_breaks"]:
                    first = tie["group"][generator.below(len(tie["group"]))]
                    self.expect(tie["drawn_first"], first, entry, f"tie-break {tie['group']}")
                    self.count("tie_breaks")
            elif kind == "dice_rolled":
                faces = self.config["dice_faces"][self.buildings[data["building_id"]]]
                index = generator.below(len(faces))
                self.expect((data["face_index"], data["face"]), (index, faces[index]), entry,
                            f"die of {data['building_id']}")
                self.count("bonus_dice")


KINDS = {
    "acquire": AcquireDraws,
    "monopoly": MonopolyDraws,
    "grand_austria_hotel": GrandAustriaHotelDraws,
    "tokyo_capsule_hotel": TokyoCapsuleHotelDraws,
}


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--draws":
        header, entries, seed = check_chain(sys.argv[2])
        draws = KINDS[header["kind"]](header, seed)
        draws.entries(entries)
        counts = " ".join(f"{name}={n}" for name, n in sorted(draws.counts.items()))
        print(f"draws ok: {header['kind']}: {counts}")
        return
    header, entries, seed = check_chain(sys.argv[1])
    print(f"chain ok: {len(entries)} entries, commitment ok")
    if len(sys.argv) == 4:
        seq, count = int(sys.argv[2]), int(sys.argv[3])
        generator = EntryGenerator(seed, seq)
        draws = " ".join(str(generator.die(6)) for _ in range(count))
        print(f"die(6) of entry {seq}: {draws}")


if __name__ == "__main__":
    main()
