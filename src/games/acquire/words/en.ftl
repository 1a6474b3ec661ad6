### Acquire: what each event says.

## The game's title

acquire-title = Acquire

## Terms: hotel chains

acquire-chain-sackson = Sackson
acquire-chain-luxor = Luxor
acquire-chain-tower = Tower
acquire-chain-american = American
acquire-chain-festival = Festival
acquire-chain-worldwide = Worldwide
acquire-chain-continental = Continental
acquire-chain-imperial = Imperial

## Terms: power cards

acquire-power-free-3 = Free 3
acquire-power-buy-5 = Buy 5
acquire-power-trade-2 = Trade 2
acquire-power-take-5-tiles = Take 5 Tiles
acquire-power-place-4-tiles = Place 4 Tiles

## Terms: why a tile was drawn

acquire-draw-initial = for their starting hand
acquire-draw-refill = at the end of their turn
acquire-draw-dead-replacement = to replace a dead tile
acquire-draw-redraw = for a new hand
acquire-draw-power = with the Take 5 Tiles card

## Terms: bonus roles

acquire-role-sole = sole shareholder
acquire-role-majority = majority
acquire-role-majority-tie = tied majority
acquire-role-minority = minority
acquire-role-minority-tie = tied minority

## Setup

acquire-game-created = A game of Acquire was set up for { $count } players.
acquire-tile-pool-shuffled = The { $count } tiles were shuffled face down.
acquire-start-tile-drawn = { $seat } drew the start tile { $tile } and placed it on the board.
acquire-first-player = { $seat } plays first. Turn order: { $order }.
acquire-turn-order-item = { $position }. { $seat }

## Draws and turns

acquire-tile-drawn = { $seat } drew { $tile } { $reason }.
acquire-tile-drawn-hidden = { $seat } drew a tile { $reason }.
acquire-turn-started = Turn { $turn }: { $seat } to play.
acquire-placement-skipped = { $seat } has no playable tile and goes straight to buying shares.
acquire-hand-revealed-and-discarded = { $seat } had no playable tile: their hand { $tiles } was shown and set aside.
acquire-placements-finished = { $seat } stopped placing tiles.
acquire-dead-tiles-discarded = { $seat } showed and discarded { $count ->
        [one] a dead tile
       *[other] { $count } dead tiles
    }: { $tiles }.
acquire-pool-exhausted = The last tile was drawn: there are no more draws.

## Placing tiles and chains

acquire-tile-placed = { $seat } placed { $tile }.
acquire-tile-placed-found = { $seat } placed { $tile }, founding a new chain.
acquire-tile-placed-grow = { $seat } placed { $tile }, growing a chain.
acquire-tile-placed-merge = { $seat } placed { $tile }, setting off a merger.
acquire-chain-grown = { $chain } grew by { $added } to { $size } hotels.
acquire-chain-founded = { $seat } founded { $chain } with { $size } hotels and received a free founder's share.
acquire-chain-founded-no-share = { $seat } founded { $chain } with { $size } hotels; no share was left for the founder.

## Mergers

acquire-merging-chain = { $chain } ({ $size } hotels)
acquire-merger-started = { $seat }'s { $tile } merges { $chains }.
acquire-survivor-largest = { $chain } is the largest chain and survives.
acquire-survivor-chosen = The chains are the same size: the mergemaker chose { $chain } to survive.
acquire-defunct-next = { $chain } ({ $size } hotels, ${ $price } a share) is absorbed next.
acquire-defunct-chosen = The mergemaker chose { $chain } ({ $size } hotels, ${ $price } a share) to be absorbed next.
acquire-holding = { $seat } { $count }
acquire-defunct-holdings-revealed = Shares of { $chain }: { $holdings }.
acquire-payout = { $seat } ${ $amount } ({ $role })
acquire-merger-bonus-paid = Bonuses for { $chain } at ${ $price } a share: { $payouts }.
acquire-merger-bonus-none = Nobody held shares of { $chain }: no bonuses were paid.
acquire-disposal-sold = sold { $count } at ${ $price } for ${ $total }
acquire-disposal-traded = traded { $count } for { $received } { $survivor }
acquire-disposal-kept = kept { $count }
acquire-shares-disposed = { $seat }'s { $chain } shares: { $parts }.
acquire-merger-completed = { $survivor } absorbed { $absorbed } and now has { $size } hotels.

## Buying shares and power cards

acquire-power-used = { $seat } played the { $power } card.
acquire-exchange = 2 { $give } for 2 { $take }
acquire-shares-exchanged = { $seat } exchanged shares with the Trade 2 card: { $exchanges }.
acquire-shares-exchanged-hidden = { $seat } exchanged shares with the Trade 2 card and received { $count ->
        [one] one share
       *[other] { $count } shares
    }.
acquire-purchase = { $count } { $chain } at ${ $price }
acquire-shares-purchased = { $seat } bought { $shares } for ${ $total }.
acquire-shares-purchased-with-power = { $seat } bought { $shares } for ${ $total } with the { $power } card.
acquire-shares-purchased-none = { $seat } bought no shares.
acquire-shares-purchased-hidden = { $seat } bought { $count ->
        [0] no shares
        [one] one share
       *[other] { $count } shares
    }.

## The end

acquire-game-end-declared = { $seat } declared the end of the game: it ends after this turn.
acquire-game-ended-declared = The game is over: { $seat } declared the end. Final scoring follows.
acquire-game-ended = The game is over. Final scoring follows.
acquire-game-ended-stalemate = The game is over: no tile can be placed any more. Final scoring follows.
acquire-final-bonus-paid = Final bonuses for { $chain } ({ $size } hotels, ${ $price } a share): { $payouts }.
acquire-final-bonus-none = Nobody holds shares of { $chain } ({ $size } hotels): no final bonuses.
acquire-shares-liquidated = { $seat } sold { $count ->
        [one] one { $chain } share
       *[other] { $count } { $chain } shares
    } at ${ $price } for ${ $total }.
acquire-standing = { $rank }. { $seat } ${ $cash }
acquire-final-standings = Final standings: { $standings }. { $seat } wins!
acquire-final-standings-tie = Final standings: { $standings }. { $count } players share the win.
acquire-final-standings-no-winner = Final standings: { $standings }.
acquire-revealed-hand = { $seat }: { $tiles }
acquire-hands-revealed = Hands shown: { $hands }.
acquire-player-resigned = { $seat } resigned: the game stops, unscored.

## Text commands: words

acquire-cmd-play = play
acquire-cmd-place = place
acquire-cmd-found = found
acquire-cmd-survive = survive
acquire-cmd-next = next
acquire-cmd-sell = sell
acquire-cmd-trade = trade
acquire-cmd-keep = keep
acquire-cmd-buy = buy
acquire-cmd-with = with
acquire-cmd-declare = declare
acquire-cmd-skip = skip
acquire-cmd-use = use
acquire-cmd-for = for
acquire-cmd-done = done
acquire-cmd-resign = resign
acquire-card-free3 = Free 3
acquire-card-buy5 = Buy 5
acquire-card-trade2 = Trade 2
acquire-card-take5 = Take 5 Tiles
acquire-card-place4 = Place 4 Tiles

## Text commands: placeholders

acquire-text-tile = tile
acquire-text-chain = chain
acquire-text-shares = shares

## Text commands: what each form does

acquire-help-play = Place a tile from your hand on its cell, e.g. play 7C.
acquire-help-found = Name the chain founded by the tile you just placed.
acquire-help-survive = As mergemaker, choose which of the largest merging chains survives.
acquire-help-next = As mergemaker, choose which of the tied defunct chains is absorbed next.
acquire-help-sell = Sell shares of the defunct chain, and trade some 2 for 1 if you like; you keep the rest.
acquire-help-trade = Trade shares of the defunct chain 2 for 1 for shares of the survivor, and sell some if you like; you keep the rest.
acquire-help-keep = Keep all your shares of the defunct chain.
acquire-help-buy = Buy up to 3 shares of chains on the board (with a card: 3 for free or up to 5), then end your turn; buy alone buys nothing.
acquire-help-declare = Declare that the game ends after this turn.
acquire-help-skip = Go on to buying shares without placing a tile, when you hold no playable tile.
acquire-help-use = Play the Take 5 Tiles or Place 4 Tiles card before placing a tile.
acquire-help-use-trade = Play the Trade 2 card before buying: give 2 shares of one chain for 2 of another, up to 3 times.
acquire-help-done = Stop placing tiles (Place 4 Tiles card) and go on to buying shares.
acquire-help-resign = Resign: the game stops at once, unscored.

## Rejections: why a command is refused

acquire-state-setup = the game is being set up
acquire-state-awaiting-placement = a tile is to be placed
acquire-state-awaiting-chain-choice = the chain to found is to be chosen
acquire-state-merging = a merger is under way
acquire-state-awaiting-survivor-choice = the surviving chain is to be chosen
acquire-state-awaiting-defunct-choice = the next chain to be absorbed is to be chosen
acquire-state-awaiting-disposal = shares of the defunct chain are to be disposed of
acquire-state-awaiting-purchase = shares are to be bought
acquire-state-end-of-turn = the turn is ending
acquire-state-game-over = the game is over
acquire-power-usable-before-placement = only before your first tile placement of a turn
acquire-power-usable-before-purchase = only when you are to buy shares, before buying
acquire-power-usable-with-purchase = only with a purchase of shares

acquire-rejection-invalid-tile-name = { $tile } is not a tile name: write a column from 1 to 12 and then a row from A to I, such as 7C
acquire-rejection-unknown-chain = there is no chain { $chain } in this game: its chains are { $chains }
acquire-rejection-powers-disabled = this game is played without power cards
acquire-rejection-wrong-phase = this command cannot be sent now ({ $state }); { $count ->
        [0] no command can be sent
       *[other] you may send { $allowed }
    }
acquire-rejection-tile-not-in-hand = the tile { $tile } is not in your hand
acquire-rejection-tile-permanently-unplayable = the tile { $tile } would merge the safe chains { $chains }, so it can never be placed
acquire-rejection-tile-temporarily-unplayable = the tile { $tile } would found an eighth chain while all seven are on the board; it can be placed once a chain leaves the board
acquire-rejection-has-playable-tile = you must place a tile instead of skipping: { $count ->
        [one] the tile { $tiles } is playable
       *[other] the tiles { $tiles } are playable
    }
acquire-rejection-chain-already-on-board = { $chain } is already on the board: { $count ->
        [one] you may found { $candidates }
       *[other] you may found one of { $candidates }
    }
acquire-rejection-not-a-survivor-candidate = { $chain } cannot survive this merger: { $count ->
        [one] only { $candidates } can
       *[other] choose one of { $candidates }
    }
acquire-rejection-not-a-defunct-candidate = { $chain } cannot be absorbed next: { $count ->
        [one] only { $candidates } can
       *[other] choose one of { $candidates }
    }
acquire-rejection-trade-odd = shares are traded 2 for 1, so the number traded must be even, not { $trade }
acquire-rejection-disposal-exceeds-holding = you cannot sell { $sell } and trade { $trade } { $chain } shares: you hold { $held ->
        [0] none
        [one] only 1
       *[other] only { $held }
    }
acquire-rejection-trade-exceeds-bank = the trade asks for { $requested } { $chain } { $requested ->
        [one] share
       *[other] shares
    }, but the bank has { $bank ->
        [0] none left
        [one] only 1 left
       *[other] only { $bank } left
    }
acquire-rejection-too-many-shares = you may buy at most { $limit } shares in this purchase, not { $requested }
acquire-rejection-chain-not-on-board = { $exchange ->
        [0] { $chain } is not on the board: you may buy only shares of chains on the board
       *[other] exchange { $exchange } names { $chain }, which is not on the board
    }
acquire-rejection-shares-exceed-bank = you asked for { $requested } { $chain } { $requested ->
        [one] share
       *[other] shares
    }, but the bank has { $bank ->
        [0] none left
        [one] only 1 left
       *[other] only { $bank } left
    }
acquire-rejection-insufficient-cash = the purchase costs ${ $total }, but you have only ${ $cash }
acquire-rejection-end-already-declared = the end of the game has already been declared this turn
acquire-rejection-end-condition-not-met = the end cannot be declared yet: { $count ->
        [0] no chain is on the board
        [one] the largest chain has { $largest } hotels, fewer than { $end }, and { $chains } is not safe yet
       *[other] the largest chain has { $largest } hotels, fewer than { $end }, and { $chains } are not safe yet
    }
acquire-rejection-power-already-used = you have already used the { $power } card: each card can be used once per game
acquire-rejection-power-per-turn-limit = you cannot use the { $power } card: { $limit ->
        [one] only one card
       *[other] only { $limit } cards
    } may be used per turn
acquire-rejection-power-not-usable-now = the { $power } card cannot be used now ({ $state }): it is used { $when }
acquire-rejection-take5-pool-empty = the { $power } card cannot be used: no tiles are left to draw
acquire-rejection-trade2-too-many-exchanges = the { $power } card makes 1 to { $max } exchanges, not { $count }
acquire-rejection-trade2-same-chain = exchange { $exchange } gives and takes { $chain }: it must name two different chains
acquire-rejection-trade2-insufficient-holding = exchange { $exchange } gives 2 { $chain } shares, but you hold { $held ->
        [0] none
        [one] only 1
       *[other] only { $held }
    } by then
acquire-rejection-trade2-bank-short = exchange { $exchange } takes 2 { $chain } shares, but the bank has { $bank ->
        [0] none
        [one] only 1
       *[other] only { $bank }
    } by then

## Board picture

# The picture's accessible name: the game, the version shown (picture-version) and the
# status sentence.
acquire-picture-title = { $game }, { $version }: { $status }
# The first sentence of the picture's description.
acquire-picture-about = { $game } board at { $version }.
# Status sentences, under the game's name at the top of the picture.
acquire-picture-won = Game over: { $winners } won.
acquire-picture-resigned = Game over: { $player } resigned.
acquire-picture-over = Game over.
acquire-picture-turn = Turn { $turn }: { $player } { $task }.
# What the player who must act is to do, the end of acquire-picture-turn.
acquire-picture-task-placement = to place a tile
acquire-picture-task-chain-choice = to choose the chain to found
acquire-picture-task-survivor-choice = to choose the surviving chain
acquire-picture-task-defunct-choice = to choose the next defunct chain
acquire-picture-task-disposal = to sell, trade or keep defunct shares
acquire-picture-task-purchase = to buy shares
acquire-picture-task-other = to act
# The rest of the description.
acquire-picture-chains-on-board = Chains on the board: { $chains }.
acquire-picture-no-chain = No chain is on the board.
acquire-picture-chain-summary = { $chain } { $size } tiles at ${ $price } a share
acquire-picture-chain-summary-safe = { $chain } { $size } tiles at ${ $price } a share (safe)
acquire-picture-cash = Cash: { $players }.
acquire-picture-player-cash = { $player } ${ $cash }
acquire-picture-player-cash-hidden = { $player } hidden
acquire-picture-pool-sentence = { $count ->
        [one] 1 tile is
       *[other] { $count } tiles are
    } left in the pool.
acquire-picture-your-hand = Your hand: { $tiles }.
acquire-picture-hand-tile = { $tile } ({ $class })
# Board cells: the word under an empty cell's name, and each cell's tooltip.
acquire-picture-cell-hand = hand
# A tile just placed that founds a chain once the chain is chosen.
acquire-picture-cell-new = new
acquire-picture-tile-in-hand = { $tile }: in your hand
acquire-picture-tile-loose = { $tile }: loose tile
acquire-picture-tile-pending = { $tile }: placed, chain to be chosen
acquire-picture-tile-dead = { $tile }: dead
acquire-picture-tile-chain = { $tile }: { $chain }
# What placing a hand tile now would do, under the tile in the hand (also under a dead cell).
acquire-picture-class-lone = lone
acquire-picture-class-found = founds
acquire-picture-class-grow = grows
acquire-picture-class-merge = merges
acquire-picture-class-blocked = blocked
acquire-picture-class-dead = dead
# The same with the one-letter codes of the chains the tile touches (e.g. "merges TA").
acquire-picture-class-chains = { $class } { $chains }
# The chain chart.
acquire-picture-chains = Chains
acquire-picture-column-size = Tiles
acquire-picture-column-price = Price
# Shares left in the bank.
acquire-picture-column-bank = Bank
acquire-picture-safe = safe
acquire-picture-chain-on-board = { $chain }: { $size } tiles, ${ $price } a share, { $bank ->
        [one] 1 share
       *[other] { $bank } shares
    } in the bank
acquire-picture-chain-on-board-safe = { $chain }: { $size } tiles, ${ $price } a share, safe, { $bank ->
        [one] 1 share
       *[other] { $bank } shares
    } in the bank
acquire-picture-chain-off-board = { $chain }: not on the board, { $bank ->
        [one] 1 share
       *[other] { $bank } shares
    } in the bank
acquire-picture-pool = { $count ->
        [one] 1 tile
       *[other] { $count } tiles
    } left in the pool
acquire-picture-thresholds = Safe at { $safe } tiles; the end may be declared at { $end }
acquire-picture-bonuses = Bonuses: majority 10 × price, minority 5 × price
acquire-picture-discarded = Discarded: { $tiles }
acquire-picture-merger = Merger at { $tile }
acquire-picture-survivor = Survivor: { $chain }
acquire-picture-defunct = Defunct now: { $chain }
acquire-picture-pending-defuncts = Still to settle: { $chains }
# The players' table.
acquire-picture-column-player = Player
acquire-picture-column-cash = Cash
# Tiles in the player's hand.
acquire-picture-column-hand = Tiles
acquire-picture-column-powers = Power cards
# The viewer's own name in the table.
acquire-picture-you = { $name } (you)
# Cash another player keeps hidden.
acquire-picture-hidden = hidden
# Final rank and cash once the game is scored.
acquire-picture-rank = #{ $rank } ${ $cash }
# The power cards a player has not used yet.
acquire-picture-powers = { $count ->
        [0] none
       *[other] { $powers }
    }
acquire-picture-your-hand-heading = Your hand
acquire-picture-hands-at-end = Hands at the end

## The options of a new game

acquire-option-allow-two-players = Allow two players
acquire-option-allow-two-players-help = Lets a game start with only two players, with the rules otherwise unchanged; normally Acquire takes 3 to 6 players. Default: off.
acquire-option-asset-visibility = Visibility of cash and shares
acquire-option-asset-visibility-help = Whether every player's cash and shares are shown to everyone, or each player sees only their own until the game is over (bank share counts, bonuses and the holdings of a defunct chain stay public). Default: open to all.
acquire-choice-asset-visibility-open = Open to all
acquire-choice-asset-visibility-hidden = Hidden until the end
acquire-option-bonus-rounding = Rounding of split bonuses
acquire-option-bonus-rounding-help = When tied shareholders split a bonus, each one's part is rounded to a multiple of $100: up, down, or to the nearest (exact halves round up). Default: round up.
acquire-choice-bonus-rounding-up = Round up
acquire-choice-bonus-rounding-down = Round down
acquire-choice-bonus-rounding-nearest = Round to nearest
acquire-option-dead-tile-replacement = Replacing dead tiles
acquire-option-dead-tile-replacement-help = Dead tiles (tiles that would join two safe chains) are discarded and replaced at the end of their owner's turn, either once per turn (a dead replacement waits for the next turn) or again and again until the hand holds none. Default: once per turn.
acquire-choice-dead-tile-replacement-once-per-turn = Once per turn
acquire-choice-dead-tile-replacement-repeat = Until none is dead
acquire-option-edition = Edition
acquire-option-edition-help = The set of hotel chains and their price tiers: the 2008 Hasbro edition (with Sackson) or the original 3M edition (Luxor instead of Sackson, and other tiers). Default: 2008 edition.
acquire-choice-edition-2008 = 2008 edition (Hasbro)
acquire-choice-edition-classic = Classic edition (3M)
acquire-option-end-chain-size = Chain size to end the game
acquire-option-end-chain-size-help = Once a chain has at least this many tiles, the player whose turn it is may declare the end of the game; a whole number from 2 to 108. Default: 41.
acquire-option-first-player-order = Finding the first player
acquire-option-first-player-order-help = The player whose start tile is closest to 1A plays first; this sets whether rows are compared first (9A beats 1B) or columns first (1B beats 9A). Default: row first.
acquire-choice-first-player-order-row-then-column = Row first, then column
acquire-choice-first-player-order-column-then-row = Column first, then row
acquire-option-merger-disposal-order = Settling order of multiple mergers
acquire-option-merger-disposal-order-help = When three or four chains merge, either each defunct chain is settled in turn, largest first, its bonuses then its holders' disposals, or every bonus is paid first and then each holder disposes of all their defunct shares. This only matters when the bank runs short of survivor shares for trades. Default: chain by chain.
acquire-choice-merger-disposal-order-chain-by-chain = Chain by chain
acquire-choice-merger-disposal-order-all-bonuses-then-players = All bonuses, then each player
acquire-option-no-playable-tile = No playable tile
acquire-option-no-playable-tile-help = What happens when a turn starts and the player holds no tile that can be placed: skip placing and only buy shares, or reveal the hand, set it aside and draw a new one until a tile is playable or the pool is empty. Default: skip placing.
acquire-choice-no-playable-tile-skip = Skip placing, still buy
acquire-choice-no-playable-tile-redraw-hand = Draw a new hand
acquire-option-powers-per-turn = Power cards per turn
acquire-option-powers-per-turn-help = The most power cards a player may use in one turn, from 1 to 5; it only matters when the game is played with power cards. Default: 1.
acquire-option-reveal-hands-at-end = Reveal hands at the end
acquire-option-reveal-hands-at-end-help = Shows every player's remaining tiles when the game ends. Default: on.
acquire-option-safe-chain-size = Safe chain size
acquire-option-safe-chain-size-help = A chain of at least this many tiles is safe and can no longer be absorbed in a merger; a whole number from 2 to 108. Default: 11.
acquire-option-special-powers = Special power cards
acquire-option-special-powers-help = Plays the variant with power cards: every player gets one each of Free 3, Buy 5, Trade 2, Take 5 Tiles and Place 4 Tiles, each usable once per game. Default: off.
acquire-option-turn-order = Turn order
acquire-option-turn-order-help = The order of turns after the first player: seat order starting from the first player, or every player ranked by their start tile, as the first player is found. Default: seat order.
acquire-choice-turn-order-seat = Seat order
acquire-choice-turn-order-start-tile = By start tile
