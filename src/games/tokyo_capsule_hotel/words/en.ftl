### Tokyo Capsule Hotel: what each event says, in English. Money is yen ("3,000 yen").

## The game's title

tokyo_capsule_hotel-title = Tokyo Capsule Hotel

## Terms

tokyo_capsule_hotel-colour-pink = pink
tokyo_capsule_hotel-colour-red = red
tokyo_capsule_hotel-colour-orange = orange
tokyo_capsule_hotel-colour-yellow = yellow
tokyo_capsule_hotel-colour-green = green
tokyo_capsule_hotel-colour-blue = blue
tokyo_capsule_hotel-colour-purple = purple
tokyo_capsule_hotel-colour-white = white
tokyo_capsule_hotel-colour-black = black

tokyo_capsule_hotel-item-land = a land parcel
tokyo_capsule_hotel-item-capsules = capsules
tokyo_capsule_hotel-item-pink-capsules = pink capsules
tokyo_capsule_hotel-item-vending-machine = a vending machine
tokyo_capsule_hotel-item-graveyard = a graveyard
tokyo_capsule_hotel-item-entrance-hotel = an entrance hotel
tokyo_capsule_hotel-item-building = a building
tokyo_capsule_hotel-item-other = an item ({ $kind })

tokyo_capsule_hotel-coupon-reason-round-track = the round track
tokyo_capsule_hotel-coupon-reason-loan = the loan
tokyo_capsule_hotel-coupon-reason-tokyo-spike = Tokyo Spike side B
tokyo_capsule_hotel-coupon-reason-arcade = Arcade side B
tokyo_capsule_hotel-coupon-reason-franchise = a franchise threshold
tokyo_capsule_hotel-coupon-reason-tallest = the tallest hotel
tokyo_capsule_hotel-coupon-reason-dice = a die face

tokyo_capsule_hotel-face = { $parts }
tokyo_capsule_hotel-face-yen = { $yen } yen
tokyo_capsule_hotel-face-coupons = { $count ->
        [one] { $count } coupon
       *[other] { $count } coupons
    }
tokyo_capsule_hotel-face-nullifier = the graveyard nullifier
tokyo_capsule_hotel-face-blank = a blank face

## Setup

tokyo_capsule_hotel-game-created = A game of Tokyo Capsule Hotel for { $seats ->
        [one] { $seats } player
       *[other] { $seats } players
    } was created (rules version { $version }).
tokyo_capsule_hotel-player-joined = { $player } took a seat.
tokyo_capsule_hotel-seat-number = { $player } (seat { $number })
tokyo_capsule_hotel-starting-parcel = { $area } to { $player }
tokyo_capsule_hotel-game-started = The game started. Seating order: { $order }. Starting parcels: { $parcels }. Supply: { $entrances } entrances and { $machines } vending machines.
tokyo_capsule_hotel-round-started = Round { $round } started.
tokyo_capsule_hotel-coupon-grant = { $player } { $count ->
        [one] { $count } coupon
       *[other] { $count } coupons
    }
tokyo_capsule_hotel-coupons-granted = Coupons from { $reason }: { $grants }.
tokyo_capsule_hotel-coupons-none = Nobody received coupons from { $reason }.

## Loans

tokyo_capsule_hotel-loan-selection-started = Loan selection started: every player chooses a starting loan.
tokyo_capsule_hotel-loan-chosen = { $player } chose a loan of { $yen } yen.
tokyo_capsule_hotel-loan-submitted = { $player } chose a loan; the amount stays hidden until every loan is revealed.
tokyo_capsule_hotel-loan-defaulted = { $player } did not choose in time and was given the default loan of { $yen } yen.
tokyo_capsule_hotel-loan = { $player } { $yen } yen
tokyo_capsule_hotel-loan-with-coupons = { $player } { $yen } yen and { $count ->
        [one] { $count } coupon
       *[other] { $count } coupons
    }
tokyo_capsule_hotel-loans-revealed = Loans revealed: { $loans }.

## Purchase phase

tokyo_capsule_hotel-queue-place = { $place }. { $player }
tokyo_capsule_hotel-purchase-phase-started = The purchase phase of round { $round } started, with a spending limit of { $limit } yen. Queue: { $queue }.
tokyo_capsule_hotel-tie-break = { $player } drawn first among { $count } tied players
tokyo_capsule_hotel-purchase-phase-started-ties = { $phase } Ties: { $draws }.
tokyo_capsule_hotel-joined-queue = { $player } joined the queue in place { $place }.
tokyo_capsule_hotel-left-queue = { $player } left the queue.
tokyo_capsule_hotel-left-queue-purchased = { $player } left the queue after buying.
tokyo_capsule_hotel-left-queue-timeout = { $player } ran out of time at the head of the queue and lost the purchase action.
tokyo_capsule_hotel-left-queue-limit = { $player } left the queue: the spending limit was reached.
tokyo_capsule_hotel-head-changed = { $player } is now at the head of the queue.
tokyo_capsule_hotel-queue-empty = The queue is empty.
tokyo_capsule_hotel-head-warned = { $player } warned { $head }, the head of the queue.
tokyo_capsule_hotel-passed = { $player } passed for the rest of the phase.
tokyo_capsule_hotel-passed-timeouts = { $player } was passed for the rest of the phase after too many timeouts.
tokyo_capsule_hotel-passed-idle = { $player } was passed for the rest of the phase for being idle.
tokyo_capsule_hotel-purchase = { $player } bought { $item } for { $price } yen (spent this round: { $spent } of { $limit } yen).
tokyo_capsule_hotel-purchase-coupons = { $player } bought { $item } for { $price } yen, paying { $yen } yen and { $count ->
        [one] { $count } coupon
       *[other] { $count } coupons
    } (spent this round: { $spent } of { $limit } yen).
tokyo_capsule_hotel-purchase-graveyard = { $player } took a graveyard and received { $yen } yen.
tokyo_capsule_hotel-land-placed = { $player } laid land board { $board } at { $cell }, turned { $rotation }°, as parcel { $area } ({ $count } cells).
tokyo_capsule_hotel-land-placed-mirrored = { $player } laid land board { $board } at { $cell }, mirrored and turned { $rotation }°, as parcel { $area } ({ $count } cells).
tokyo_capsule_hotel-land-placed-unturned = { $player } laid land board { $board } at { $cell } as parcel { $area } ({ $count } cells).
tokyo_capsule_hotel-land-placed-mirrored-unturned = { $player } laid land board { $board } at { $cell }, mirrored, as parcel { $area } ({ $count } cells).
tokyo_capsule_hotel-capsules-bought = { $player } bought { $count ->
        [one] { $count } { $colour } capsule
       *[other] { $count } { $colour } capsules
    } for { $yen } yen.
tokyo_capsule_hotel-vending-machine-placed = Vending machine { $id } was placed at { $cell } in { $area }.
tokyo_capsule_hotel-graveyard-placed = Graveyard { $id } was placed at { $cell } in { $area }; its parcel now has { $count ->
        [one] { $count } graveyard
       *[other] { $count } graveyards
    }.
tokyo_capsule_hotel-building-built = { $building } { $id } was built at { $cells } in { $area }.
tokyo_capsule_hotel-building-built-side = { $building } { $id } was built at { $cells } in { $area }, using side { $side }.
tokyo_capsule_hotel-hotel-built = Hotel { $id } was built in { $area } (parcel { $parcel }): { $count ->
        [one] { $count } { $colour } capsule
       *[other] { $count } { $colour } capsules
    }, { $height ->
        [one] { $height } floor
       *[other] { $height } floors
    } high, entrance at { $cell }.
tokyo_capsule_hotel-hotel-built-plain = Hotel { $id } was built in { $area } (parcel { $parcel }): { $count ->
        [one] { $count } { $colour } capsule
       *[other] { $count } { $colour } capsules
    }, { $height ->
        [one] { $height } floor
       *[other] { $height } floors
    } high.
tokyo_capsule_hotel-laundry-hotel-flat = Coin Laundry { $id } in { $area } (parcel { $parcel }) became a hotel with { $count ->
        [one] { $count } { $colour } capsule
       *[other] { $count } { $colour } capsules
    } side by side, { $height } floors high.
tokyo_capsule_hotel-laundry-hotel-stacked = Coin Laundry { $id } in { $area } (parcel { $parcel }) became a hotel with { $count } stacked { $colour } capsules, { $height } floors high.
tokyo_capsule_hotel-franchise-income-changed = The { $colour } franchise income went from { $old } to { $new } yen per hotel.
tokyo_capsule_hotel-franchise-threshold = The { $colour } franchise income reached { $threshold } yen: { $count ->
        [one] its { $count } owner receives
       *[other] each of its { $count } owners receives
    } a coupon.
tokyo_capsule_hotel-tallest-hotel = { $player } claimed the tallest-hotel token with hotel { $hotel }, { $height } floors high.
tokyo_capsule_hotel-spending-limit-reached = The spending limit was reached ({ $spent } of { $limit } yen): no more purchases this round.

## Trades

tokyo_capsule_hotel-give-yen = { $from } gives { $to } { $yen } yen
tokyo_capsule_hotel-give-coupons = { $from } gives { $to } { $count ->
        [one] { $count } coupon
       *[other] { $count } coupons
    }
tokyo_capsule_hotel-give-capsules = { $from } gives { $to } { $count ->
        [one] { $count } { $colour } capsule
       *[other] { $count } { $colour } capsules
    }
tokyo_capsule_hotel-give-area = { $from } gives { $to } land area { $area }
tokyo_capsule_hotel-give-subdivision = { $from } gives { $to } a subdivision of { $area } ({ $count ->
        [one] { $count } cell
       *[other] { $count } cells
    }, { $cells })
tokyo_capsule_hotel-promise = { $from } to { $to }: “{ $text }”
tokyo_capsule_hotel-with-promises = { $trade } Promises: { $promises }.
tokyo_capsule_hotel-trade-proposed = { $player } proposed trade { $trade }: { $transfers }.
tokyo_capsule_hotel-trade-accepted = { $player } accepted trade { $trade }.
tokyo_capsule_hotel-trade-rejected = { $player } turned down trade { $trade }, which is cancelled.
tokyo_capsule_hotel-trade-rejected-passed = { $player } passed, which cancels trade { $trade }.
tokyo_capsule_hotel-trade-withdrawn = Trade { $trade } was withdrawn by its proposer.
tokyo_capsule_hotel-trade-withdrawn-passed = Trade { $trade } is cancelled: its proposer passed.
tokyo_capsule_hotel-trade-expired = Trade { $trade } expired unanswered.
tokyo_capsule_hotel-trade-executed = Trade { $trade } was carried out: { $transfers }.
tokyo_capsule_hotel-subdivision-created = Subdivision { $area } ({ $count ->
        [one] { $count } cell
       *[other] { $count } cells
    }, { $cells }) was carved out of { $parent } for { $player }.
tokyo_capsule_hotel-area-owner-changed = Land area { $area } passed from { $from } to { $to }.
tokyo_capsule_hotel-purchase-phase-ended-passed = The purchase phase ended: every player passed.
tokyo_capsule_hotel-purchase-phase-ended-limit = The purchase phase ended: the spending limit was reached.

## Income

tokyo_capsule_hotel-income-phase-started = The income phase of round { $round } started.
tokyo_capsule_hotel-dice-rolled = The die of { $building } in parcel { $parcel } rolled { $face }.
tokyo_capsule_hotel-parcel-attraction = Parcel { $parcel }: { $attraction } yen of attraction income per hotel; { $count ->
        [one] { $count } graveyard
       *[other] { $count } graveyards
    } deduct { $deduction } yen.
tokyo_capsule_hotel-parcel-attraction-nullified = Parcel { $parcel }: { $attraction } yen of attraction income per hotel; the deduction for { $count ->
        [one] { $count } graveyard
       *[other] { $count } graveyards
    } is cancelled.
tokyo_capsule_hotel-hotel-income = Hotel { $hotel } ({ $colour }) paid { $player } { $yen } yen: franchise { $franchise } + attraction { $attraction } − graveyards { $graveyards }.
tokyo_capsule_hotel-hotel-income-adjusted = Hotel { $hotel } ({ $colour }) paid { $player } { $yen } yen: franchise { $franchise } + attraction { $attraction } − graveyards { $graveyards } = { $raw }, kept between 100 yen and 1,000 yen per capsule.
tokyo_capsule_hotel-income-total = { $player } earned { $yen } yen this round.
tokyo_capsule_hotel-income-phase-ended = The income phase of round { $round } ended.

## The end

tokyo_capsule_hotel-score = { $player }: { $net } yen net ({ $yen } yen, debt { $debt } yen)
tokyo_capsule_hotel-score-winner = { $player } wins with { $net } yen net ({ $yen } yen, debt { $debt } yen)
tokyo_capsule_hotel-game-ended-debt = The game ended in round { $round }: a player could repay their debt. Final standings: { $scores }.
tokyo_capsule_hotel-game-ended-rounds = The game ended after round { $round }, the last round. Final standings: { $scores }.
tokyo_capsule_hotel-player-resigned = { $player } resigned; the game stops unscored.

## Text commands: words a player types, placeholders and what each form does

tokyo_capsule_hotel-cmd-loan = loan
tokyo_capsule_hotel-cmd-join = join
tokyo_capsule_hotel-cmd-leave = leave
tokyo_capsule_hotel-cmd-pass = pass
tokyo_capsule_hotel-cmd-warn = warn
tokyo_capsule_hotel-cmd-buy = buy
tokyo_capsule_hotel-cmd-purchase = purchase
tokyo_capsule_hotel-cmd-trade = trade
tokyo_capsule_hotel-cmd-offer = offer
tokyo_capsule_hotel-cmd-accept = accept
tokyo_capsule_hotel-cmd-reject = reject
tokyo_capsule_hotel-cmd-withdraw = withdraw
tokyo_capsule_hotel-cmd-resign = resign
tokyo_capsule_hotel-cmd-timeout = timeout
tokyo_capsule_hotel-cmd-land = land
tokyo_capsule_hotel-cmd-capsules = capsules
tokyo_capsule_hotel-cmd-vending-machine = vending machine
tokyo_capsule_hotel-cmd-graveyard = graveyard
tokyo_capsule_hotel-cmd-hotel = hotel
tokyo_capsule_hotel-cmd-turn = turn
tokyo_capsule_hotel-cmd-mirror = mirror
tokyo_capsule_hotel-cmd-side-a = side A
tokyo_capsule_hotel-cmd-side-b = side B
tokyo_capsule_hotel-cmd-stacked = stacked
tokyo_capsule_hotel-cmd-flat = flat
tokyo_capsule_hotel-cmd-coupons = coupons
tokyo_capsule_hotel-cmd-entrance = entrance
tokyo_capsule_hotel-cmd-floor = floor
tokyo_capsule_hotel-cmd-to = to
tokyo_capsule_hotel-cmd-yen = yen
tokyo_capsule_hotel-cmd-area = area
tokyo_capsule_hotel-cmd-subdivision = subdivision
tokyo_capsule_hotel-cmd-promise = promise
tokyo_capsule_hotel-building-coin-laundry = Coin Laundry
tokyo_capsule_hotel-building-sweets-buffet = Sweets Buffet
tokyo_capsule_hotel-building-tokyo-spike = Tokyo Spike
tokyo_capsule_hotel-building-park = Park
tokyo_capsule_hotel-building-arcade = Arcade
tokyo_capsule_hotel-building-sumo-dohyo = Sumo Dohyo
tokyo_capsule_hotel-timer-loan = loan
tokyo_capsule_hotel-timer-head = head
tokyo_capsule_hotel-timer-trade-response = trade response
tokyo_capsule_hotel-timer-idle = idle
tokyo_capsule_hotel-timer-winddown = winddown
tokyo_capsule_hotel-text-loan = loan in yen
tokyo_capsule_hotel-text-board = land board such as L3000
tokyo_capsule_hotel-text-cell = cell x,y
tokyo_capsule_hotel-text-degrees = degrees
tokyo_capsule_hotel-text-count = count
tokyo_capsule_hotel-text-colour = colour
tokyo_capsule_hotel-text-capsule = capsule x,y,h or x,y,v
tokyo_capsule_hotel-text-level = floor number
tokyo_capsule_hotel-text-player = player
tokyo_capsule_hotel-text-yen = amount in yen
tokyo_capsule_hotel-text-area = land area such as P2
tokyo_capsule_hotel-text-rect = rectangle x,y,w,h
tokyo_capsule_hotel-text-trade = trade such as T3
tokyo_capsule_hotel-text-promise = text in quotes
tokyo_capsule_hotel-help-loan = Round 1: choose your loan, one of the offered amounts in yen.
tokyo_capsule_hotel-help-join = Get back in line for purchases, at the end of the queue.
tokyo_capsule_hotel-help-leave = Leave the queue without buying, to trade or wait.
tokyo_capsule_hotel-help-pass = Stop for the rest of this phase; your pending trades are cancelled.
tokyo_capsule_hotel-help-warn = Warn the head of the queue, who then has little time left to act.
tokyo_capsule_hotel-help-buy-land = Buy a land board and lay it with its north-west corner at cell x,y (column, row from 0), turned clockwise by 0, 90, 180 or 270 degrees and mirrored east–west if you say so; coupons pay 500 yen each.
tokyo_capsule_hotel-help-buy-capsules = Buy every capsule of one colour other than pink left on the capsule board.
tokyo_capsule_hotel-help-buy-pink = Buy this many pink capsules.
tokyo_capsule_hotel-help-buy-vending-machine = Place a vending machine on cell x,y of your land.
tokyo_capsule_hotel-help-buy-graveyard = Place a graveyard on cell x,y of your land and receive yen for it.
tokyo_capsule_hotel-help-buy-hotel = Build an entrance hotel of capsules of one colour from your supply: its entrance cell, then each capsule as the x,y of its west (h) or north (v) cell; the capsules are on floor 1 until “floor” names another floor.
tokyo_capsule_hotel-help-buy-laundry = Build a Coin Laundry with its north-west cell at x,y, and put this many capsules of one colour on it, side by side (flat, the default) or stacked.
tokyo_capsule_hotel-help-buy-building = Build a large building with its north-west cell at x,y; an Arcade may be turned 90 degrees, and the attraction card's side is named when the game asks for it.
tokyo_capsule_hotel-help-trade = Propose a trade: each transfer names the giver, the receiver and the item (yen, coupons, capsules of a colour, a whole land area, or a new subdivision of an area as rectangles of columns x to x+w−1 and rows y to y+h−1), then any promises in quotes.
tokyo_capsule_hotel-help-accept = Accept a pending trade you are party to.
tokyo_capsule_hotel-help-reject = Turn down a pending trade you are party to; it is cancelled.
tokyo_capsule_hotel-help-withdraw = Withdraw a pending trade you proposed.
tokyo_capsule_hotel-help-resign = Resign: the game stops at once, unscored.

## Rejections: why a command is refused

tokyo_capsule_hotel-during-loan = in the loan phase
tokyo_capsule_hotel-during-purchase = in the purchase phase
tokyo_capsule_hotel-during-wind-down = in the wind-down of the purchase phase
tokyo_capsule_hotel-during-setup = during setup
tokyo_capsule_hotel-during-game-over = once the game is over
tokyo_capsule_hotel-during-other = in phase { $phase }
tokyo_capsule_hotel-command-choose-loan = choose a loan
tokyo_capsule_hotel-command-join-queue = join the queue
tokyo_capsule_hotel-command-leave-queue = leave the queue
tokyo_capsule_hotel-command-pass = pass
tokyo_capsule_hotel-command-warn-head = warn the head
tokyo_capsule_hotel-command-purchase = buy
tokyo_capsule_hotel-command-propose-trade = propose a trade
tokyo_capsule_hotel-command-accept-trade = accept a trade
tokyo_capsule_hotel-command-reject-trade = reject a trade
tokyo_capsule_hotel-command-withdraw-trade = withdraw a trade
tokyo_capsule_hotel-command-resign = resign
tokyo_capsule_hotel-command-other = “{ $type }”
tokyo_capsule_hotel-head-timeout-automatic = the head's timer always runs
tokyo_capsule_hotel-head-timeout-on-warning = a warning cuts the head's time short
tokyo_capsule_hotel-piece-entrance = entrance
tokyo_capsule_hotel-piece-vending-machine = vending machine
tokyo_capsule_hotel-dir-h = east–west (h)
tokyo_capsule_hotel-dir-v = north–south (v)
tokyo_capsule_hotel-dir-other = “{ $dir }”

tokyo_capsule_hotel-rejection-wrong-phase = { $count ->
        [0] that command is not accepted { $phase }, and no command is open to you now
       *[other] that command is not accepted { $phase }; you may now: { $allowed }
    }
tokyo_capsule_hotel-rejection-loan-amount-invalid = a loan of { $amount } yen is not offered; choose one of { $options }
tokyo_capsule_hotel-rejection-already-in-queue = you are already in the queue, in place { $place }
tokyo_capsule_hotel-rejection-not-in-queue = you are not in the queue
tokyo_capsule_hotel-rejection-has-open-negotiation = you cannot rejoin the queue while { $count ->
        [one] your trade { $trades } is
       *[other] your trades { $trades } are
    } pending
tokyo_capsule_hotel-rejection-spending-limit-reached = the spending limit has been reached ({ $spent } of { $limit } yen): no more purchases or queueing this round
tokyo_capsule_hotel-rejection-not-allowed-in-mode = warning the head is not used in this game: { $mode }
tokyo_capsule_hotel-rejection-no-head = nobody is at the head of the queue to warn
tokyo_capsule_hotel-rejection-cannot-warn-self = you are at the head of the queue and cannot warn yourself
tokyo_capsule_hotel-rejection-not-at-head = only the head of the queue may buy, and { $head } is at the head
tokyo_capsule_hotel-rejection-not-at-head-nobody = only the head of the queue may buy, and the queue is empty
tokyo_capsule_hotel-rejection-coupons-not-allowed = a graveyard pays you, so it cannot be paid with coupons ({ $count ->
        [one] { $count } coupon
       *[other] { $count } coupons
    } offered)
tokyo_capsule_hotel-rejection-not-enough-coupons = you offered { $count ->
        [one] { $count } coupon
       *[other] { $count } coupons
    } but hold only { $held }
tokyo_capsule_hotel-rejection-too-many-coupons = { $count ->
        [one] { $count } coupon is
       *[other] { $count } coupons are
    } worth { $worth } yen, more than the price of { $price } yen
tokyo_capsule_hotel-rejection-insufficient-funds = you need { $required } yen but have only { $yen } yen
tokyo_capsule_hotel-rejection-supply-exhausted = no { $piece } is left in the supply
tokyo_capsule_hotel-rejection-colour-unavailable = { $reason ->
        [unknown] “{ $colour }” is not a capsule colour
        [pink] pink capsules are bought by number, as pink capsules
       *[other] the { $colour } capsules have already been bought
    }
tokyo_capsule_hotel-rejection-pink-count-invalid = { $available ->
        [0] no pink capsules are left on the capsule board
        [one] only { $available } pink capsule is left on the capsule board, so you cannot buy { $count }
       *[other] you may buy 1 to { $available } pink capsules, not { $count }
    }
tokyo_capsule_hotel-rejection-not-enough-capsules = you need { $required ->
        [one] { $required } { $colour } capsule
       *[other] { $required } { $colour } capsules
    } but have { $held } in your supply
tokyo_capsule_hotel-rejection-capsule-count-invalid = { $count ->
        [0] a hotel needs at least one capsule
       *[other] a Coin Laundry takes 0 to 2 capsules, not { $count }
    }
tokyo_capsule_hotel-rejection-laundry-layout-invalid = stacked capsules on a Coin Laundry must be exactly 2, not { $count }
tokyo_capsule_hotel-rejection-laundry-layout-invalid-building = only a Coin Laundry takes capsules when it is bought, not { $building }
tokyo_capsule_hotel-rejection-side-required = choose side A or B of the attraction card for { $building }
tokyo_capsule_hotel-rejection-side-not-allowed = { $building } cannot use side { $side }
tokyo_capsule_hotel-rejection-side-not-allowed-cards-off = attraction cards are not used in this game, so { $building } takes no side
tokyo_capsule_hotel-rejection-side-not-allowed-no-card = { $building } has no attraction card, so it takes no side
tokyo_capsule_hotel-rejection-side-not-allowed-all-b = every large building uses side B in this game, so { $building } cannot use side { $side }
tokyo_capsule_hotel-rejection-side-not-allowed-locked = every Sweets Buffet uses side { $locked }, fixed by the first one, so it cannot use side { $side }
tokyo_capsule_hotel-rejection-unknown-land-board = there is no land board { $board }
tokyo_capsule_hotel-rejection-bad-orientation = a land board or building cannot be turned { $value }° (allowed: { $allowed })
tokyo_capsule_hotel-rejection-bad-orientation-mirror = land boards may not be mirrored in this game
tokyo_capsule_hotel-rejection-bad-orientation-dir = a capsule cannot lie { $dir } in this game (allowed: { $allowed })
tokyo_capsule_hotel-rejection-bad-orientation-other = { $field } cannot be { $value } (allowed: { $allowed })
tokyo_capsule_hotel-rejection-out-of-bounds = cell { $cell } lies off the map
tokyo_capsule_hotel-rejection-land-overlap = the land would overlap land area { $area } at { $cell }
tokyo_capsule_hotel-rejection-land-not-adjacent = the land must share at least part of an edge with an existing parcel (a corner is not enough)
tokyo_capsule_hotel-rejection-not-own-land = cell { $cell } is on land owned by { $owner }, not by you
tokyo_capsule_hotel-rejection-not-own-land-no-land = cell { $cell } is on no land
tokyo_capsule_hotel-rejection-spans-multiple-areas = a structure must lie wholly within one land area, but this one would cover { $areas }
tokyo_capsule_hotel-rejection-cell-occupied = cell { $cell } is already taken by { $structure }
tokyo_capsule_hotel-rejection-gap-violation = cell { $cell } would touch { $structure }: structures must keep a visible gap
tokyo_capsule_hotel-rejection-graveyard-limit = parcel { $parcel } already holds { $count ->
        [one] { $count } graveyard
       *[other] { $count } graveyards
    }, the most a parcel may hold
tokyo_capsule_hotel-rejection-golden-rule = the golden rule: land area { $area } would hold { $hotels ->
        [one] { $hotels } hotel
       *[other] { $hotels } hotels
    } but only { $machines ->
        [one] { $machines } vending machine
       *[other] { $machines } vending machines
    } and { $graveyards ->
        [one] { $graveyards } graveyard
       *[other] { $graveyards } graveyards
    }
tokyo_capsule_hotel-rejection-floor-sequence-invalid = floors must be used from 1 up without a gap, not { $floors }
tokyo_capsule_hotel-rejection-hotel-self-overlap = two capsules of one floor, or the entrance and a ground-floor capsule, share cell { $cell }
tokyo_capsule_hotel-rejection-capsule-not-supported = capsule { $number } has nothing below it at { $cell }: an upper capsule must lie wholly on capsules of the floor below
tokyo_capsule_hotel-rejection-ground-not-connected = the ground-floor capsules must form one connected group
tokyo_capsule_hotel-rejection-entrance-not-touching = the entrance at { $cell } must share an edge with a ground-floor capsule
tokyo_capsule_hotel-rejection-too-many-floors = a hotel { $floors } floors high needs at least { $floors } capsules on the ground floor, not { $ground } (only a single pink stack may be taller)
tokyo_capsule_hotel-rejection-negotiation-closed = the spending limit has been reached: no new trades may be proposed this phase
tokyo_capsule_hotel-rejection-not-free = you must be out of the queue to propose or accept a trade, and { $status ->
        [queued] you are in it
       *[other] you have passed for this phase
    }
tokyo_capsule_hotel-rejection-too-many-open-proposals = you already have { $limit ->
        [one] { $limit } pending proposal
       *[other] { $limit } pending proposals
    }, the most allowed
tokyo_capsule_hotel-rejection-invalid-parties = { $reason ->
        [promise_to_self] promise
       *[other] transfer
    } { $number } goes from a player to that same player
tokyo_capsule_hotel-rejection-unknown-party = { $player } is not in this game
tokyo_capsule_hotel-rejection-self-trade = a trade needs at least two players
tokyo_capsule_hotel-rejection-party-passed = { $player } has passed for this phase and cannot take part in a trade
tokyo_capsule_hotel-rejection-empty-contribution = { $player } gives nothing: every party must give something, a transfer or a promise
tokyo_capsule_hotel-rejection-bad-amount = { $field ->
        [amount] transfer { $number }: the yen must be a positive multiple of the trade's yen unit
        [count] transfer { $number }: the count must be at least 1
        [rects] transfer { $number }: the subdivision is empty or degenerate
        [text] promise { $number }: the text must be plain visible text, neither empty nor too long
       *[other] transfer { $number }: the { $field } is invalid
    }
tokyo_capsule_hotel-rejection-amount-out-of-range = transfer { $number }: the { $field ->
        [count] counts
       *[other] amounts
    } one player gives of one good add up to more than anyone can hold
tokyo_capsule_hotel-rejection-item-not-owned = { $player } does not own land area { $area }
tokyo_capsule_hotel-rejection-item-not-owned-yen = { $player } would give { $required } yen but has { $held } yen
tokyo_capsule_hotel-rejection-item-not-owned-coupons = { $player } would give { $required ->
        [one] { $required } coupon
       *[other] { $required } coupons
    } but holds { $held }
tokyo_capsule_hotel-rejection-item-not-owned-capsules = { $player } would give { $required ->
        [one] { $required } { $colour } capsule
       *[other] { $required } { $colour } capsules
    } but has { $held }
tokyo_capsule_hotel-rejection-trade-land-conflict = land area { $area } appears in more than one land item of the trade
tokyo_capsule_hotel-rejection-subdivision-outside-parent = cell { $cell } of the subdivision is off the map or not part of its parent area
tokyo_capsule_hotel-rejection-subdivision-not-connected = the cells of the subdivision must be connected
tokyo_capsule_hotel-rejection-subdivision-whole-area = the subdivision would take every cell of { $area }: trade the whole area instead
tokyo_capsule_hotel-rejection-subdivision-splits-structure = { $structure } would lie partly inside and partly outside the subdivision
tokyo_capsule_hotel-rejection-subdivision-golden-rule = after the split, land area { $area } would break the golden rule with { $hotels ->
        [one] { $hotels } hotel
       *[other] { $hotels } hotels
    } but only { $machines ->
        [one] { $machines } vending machine
       *[other] { $machines } vending machines
    } and { $graveyards ->
        [one] { $graveyards } graveyard
       *[other] { $graveyards } graveyards
    }
tokyo_capsule_hotel-rejection-trade-not-found = no pending trade { $trade } is visible to you
tokyo_capsule_hotel-rejection-not-addressee = trade { $trade } does not ask you for an answer
tokyo_capsule_hotel-rejection-not-proposer = only the proposer may withdraw trade { $trade }
tokyo_capsule_hotel-rejection-trade-already-answered = you have already accepted trade { $trade }
tokyo_capsule_hotel-rejection-trade-no-longer-valid = yours was the last acceptance, but trade { $trade } no longer holds ({ $reason }), so it stays pending
tokyo_capsule_hotel-rejection-timeout-not-applicable = the { $timer } timeout does not apply now ({ $reason ->
        [wrong_phase] it is not its phase
        [not_head] that player is not at the head of the queue
        [no_trade] there is no such trade
        [not_pending] that player owes the trade no answer
        [not_idle] that player is not idle
       *[other] { $reason }
    }); only the server sends timeouts

## Board picture

# The picture's accessible name: the game, the version drawn ("version 40") and the status.
tokyo_capsule_hotel-picture-title = { $game }, { $version }: { $status }
tokyo_capsule_hotel-picture-status-loan = Round { $round }, loans: waiting for { $seats } to choose.
# $head is tokyo_capsule_hotel-picture-head or tokyo_capsule_hotel-picture-queue-empty.
tokyo_capsule_hotel-picture-status-purchase = Round { $round }, purchases: { $head }.
tokyo_capsule_hotel-picture-status-wind-down = Round { $round }, purchases over, trades winding down: { $head }.
tokyo_capsule_hotel-picture-head = { $seat } heads the queue
tokyo_capsule_hotel-picture-queue-empty = nobody is queued
tokyo_capsule_hotel-picture-status-setup = Waiting for the game to start.
tokyo_capsule_hotel-picture-status-over = Game over.
# The picture's description, sentence by sentence.
tokyo_capsule_hotel-picture-desc-intro = Map of { $game } at { $version }.
tokyo_capsule_hotel-picture-desc-spent = { $spent } of { $limit } yen spent this phase.
tokyo_capsule_hotel-picture-desc-players = Players: { $players }.
# One player in the description; $loan is one of the tokyo_capsule_hotel-picture-loan messages.
tokyo_capsule_hotel-picture-desc-player = { $player } with { $yen } yen and { $count ->
        [one] { $count } coupon
       *[other] { $count } coupons
    } ({ $loan })
# $structures lists the tokyo_capsule_hotel-picture-count messages.
tokyo_capsule_hotel-picture-desc-map = The map has { $areas ->
        [one] { $areas } land area
       *[other] { $areas } land areas
    } and { $structures }.
tokyo_capsule_hotel-picture-desc-map-empty = The map has { $areas ->
        [one] { $areas } land area
       *[other] { $areas } land areas
    } and no structures.
tokyo_capsule_hotel-picture-count-hotels = { $count ->
        [one] { $count } hotel
       *[other] { $count } hotels
    }
tokyo_capsule_hotel-picture-count-buildings = { $count ->
        [one] { $count } building
       *[other] { $count } buildings
    }
tokyo_capsule_hotel-picture-count-vending-machines = { $count ->
        [one] { $count } vending machine
       *[other] { $count } vending machines
    }
tokyo_capsule_hotel-picture-count-graveyards = { $count ->
        [one] { $count } graveyard
       *[other] { $count } graveyards
    }
# A player's loan: revealed, the viewer's own before the reveal, another's chosen one, none yet.
tokyo_capsule_hotel-picture-loan = loan { $loan } yen, debt { $debt } yen
tokyo_capsule_hotel-picture-loan-own-secret = your loan { $loan } yen (secret until all chose)
tokyo_capsule_hotel-picture-loan-chosen = loan chosen (secret)
tokyo_capsule_hotel-picture-loan-none = no loan chosen yet
tokyo_capsule_hotel-picture-yen = { $yen } yen
# The tooltip of a land area: its id, kind, owner and size.
tokyo_capsule_hotel-picture-area = { $area } ({ $kind }): owned by { $owner }, { $cells ->
        [one] { $cells } cell
       *[other] { $cells } cells
    }
tokyo_capsule_hotel-picture-area-starting = starting parcel
tokyo_capsule_hotel-picture-area-parcel = parcel
tokyo_capsule_hotel-picture-area-subdivision = subdivision
# The tooltip of a structure: its id, what it is, its owner and its land area.
tokyo_capsule_hotel-picture-structure = { $id }: { $name } of { $owner } in { $area }
# A hotel's tooltip: the structure's, then its height and capsules.
tokyo_capsule_hotel-picture-hotel-tooltip = { $structure }, { $height ->
        [one] { $height } floor
       *[other] { $height } floors
    }, { $count ->
        [one] { $count } capsule
       *[other] { $count } capsules
    }
tokyo_capsule_hotel-picture-hotel = { $colour } capsule hotel
tokyo_capsule_hotel-picture-building-with-capsules = { $building } with { $colour } capsules
tokyo_capsule_hotel-picture-graveyard = graveyard
# One letter on a map cell of 16 units: a vending machine, a graveyard.
tokyo_capsule_hotel-picture-mark-vending-machine = V
tokyo_capsule_hotel-picture-mark-graveyard = G
# On a capsule of the map: the floors standing on it (short).
tokyo_capsule_hotel-picture-floors = { $floors }F
# The panel beside the map.
tokyo_capsule_hotel-picture-round = Round { $round }
tokyo_capsule_hotel-picture-spent = Spent { $spent } of { $limit } yen
tokyo_capsule_hotel-picture-spent-limit = Spent { $spent } of { $limit } yen (limit reached)
tokyo_capsule_hotel-picture-queue = Queue: { $names }
tokyo_capsule_hotel-picture-queue-none = Queue: empty
tokyo_capsule_hotel-picture-tallest = Tallest hotel: { $height ->
        [one] { $height } floor
       *[other] { $height } floors
    } (token: { $holder })
# A player's block: "ann · you", then seat, coupons and purchase-phase status.
tokyo_capsule_hotel-picture-you = { $name } · you
tokyo_capsule_hotel-picture-player-about = seat { $seat } clockwise · { $count ->
        [one] { $count } coupon
       *[other] { $count } coupons
    } · { $status }
tokyo_capsule_hotel-picture-status-queued = queued
tokyo_capsule_hotel-picture-status-free = out of the queue
tokyo_capsule_hotel-picture-status-passed = passed
# Beside a small capsule of the colour: how many there are.
tokyo_capsule_hotel-picture-capsule-count = { $colour } { $count }
tokyo_capsule_hotel-picture-no-capsules = no capsules
tokyo_capsule_hotel-picture-capsule-board = Capsule board
tokyo_capsule_hotel-picture-supplies = Entrances left: { $entrances } · vending machines left: { $machines }
# Followed by each building's short printed name and how many are left.
tokyo_capsule_hotel-picture-buildings-left = Buildings left:
# Followed by each colour's tokyo_capsule_hotel-picture-franchise-income.
tokyo_capsule_hotel-picture-franchise-incomes = Franchise incomes:
tokyo_capsule_hotel-picture-franchise-income = { $colour } { $yen } yen
tokyo_capsule_hotel-picture-hotels = Hotels
tokyo_capsule_hotel-picture-hotel-line = { $id }: { $name }, { $height ->
        [one] { $height } floor
       *[other] { $height } floors
    }, { $count ->
        [one] { $count } capsule
       *[other] { $count } capsules
    }, { $owner }
tokyo_capsule_hotel-picture-trade = Trade { $trade } pending: { $parties }

## The options of a new game

tokyo_capsule_hotel-option-attraction-cards = Attraction cards
tokyo_capsule_hotel-option-attraction-cards-help = The attraction-card variant: whether the large buildings (Sweets Buffet, Tokyo Spike, Park, Arcade and Sumo Dohyo) may use the side B effect of their card. Default: off, every building uses side A.
tokyo_capsule_hotel-choice-attraction-cards-off = Off (side A only)
tokyo_capsule_hotel-choice-attraction-cards-buyer-chooses = Buyer chooses side A or B
tokyo_capsule_hotel-choice-attraction-cards-all-b = Side B for large buildings
tokyo_capsule_hotel-option-building-counts = Copies of each building
tokyo_capsule_hotel-option-building-counts-help = How many buildings of each type can be bought during the game, 0 to 20 each. Default: Coin Laundry 4, Sweets Buffet 3, and 1 each of Tokyo Spike, Park, Arcade and Sumo Dohyo.
tokyo_capsule_hotel-option-capsule-orientations = Capsule orientations
tokyo_capsule_hotel-option-capsule-orientations-help = Which way capsules may lie in a hotel: east–west (h), north–south (v) or both; at least one must be allowed. Default: both.
tokyo_capsule_hotel-option-capsules = Capsule board and prices
tokyo_capsule_hotel-option-capsules-help = The capsules of each of the nine colours on the capsule board at the start (0 to 100 each, plus 0 to 10 of each colour set aside as its franchise marker) and their prices (0 to 100,000 yen): pink is bought by count, at one price for the first capsule of a purchase and another for each further one, and buying any other colour takes all of its capsules at a price per capsule. Default: pink 38 at 2,000 yen plus 500 yen per further capsule; red 8, orange 7, yellow 6, green 6, blue 5, purple 4, white 3 and black 2 at 500 yen a capsule; 1 marker per colour.
tokyo_capsule_hotel-option-coupon-rounds = Coupon rounds
tokyo_capsule_hotel-option-coupon-rounds-help = The rounds at whose start every player receives a coupon (the coupon symbols of the round track), each from 1 to the number of rounds; leave it empty for no such coupons. Default: rounds 3, 5 and 7.
tokyo_capsule_hotel-option-dice-faces = Bonus dice faces
tokyo_capsule_hotel-option-dice-faces-help = The faces of each building's bonus die, 1 to 20 faces that are all equally likely (a face listed twice comes up twice as often); a face gives the building's owner 1 to 10 coupons, gives every hotel of the parcel 1 to 100,000 yen of attraction income, or is the graveyard nullifier. Default: the printed dice of the rulebook (side A).
tokyo_capsule_hotel-option-footprints = Building footprints
tokyo_capsule_hotel-option-footprints-help = The size of each building on the map, width × height in cells before turning, 1 to 10 cells a side; every building but the Arcade must be square. Default: Park and Sumo Dohyo 3 × 3, Arcade 3 × 2, the others 2 × 2.
tokyo_capsule_hotel-option-gap = Gap between structures
tokyo_capsule_hotel-option-gap-help = Which contact between two structures on the map breaks the visible-gap rule of construction. Default: they may touch neither at an edge nor at a corner.
tokyo_capsule_hotel-choice-gap-all-neighbours = No touching, corners included
tokyo_capsule_hotel-choice-gap-edges-only = Corners may touch
tokyo_capsule_hotel-option-income = Dice in parcels without hotels
tokyo_capsule_hotel-option-income-help = Whether the buildings of a parcel without any hotel still roll their bonus dice in the income phase, so that their coupon faces still pay the building's owner. Default: yes, they roll.
tokyo_capsule_hotel-option-land = Mirrored land boards
tokyo_capsule_hotel-option-land-help = Whether a land board may be laid mirrored (flipped over) as well as turned. Default: allowed.
tokyo_capsule_hotel-option-land-boards = Land boards
tokyo_capsule_hotel-option-land-boards-help = The land boards players can buy, each with its price (1 to 100,000 yen) and its shape, drawn row by row from the north with # for a cell and . for none (at most 20 rows of 20, the cells connected); at least one board is needed. Default: the five boards L3000, L3500, L4000, L5000 and L6000, costing 3,000 to 6,000 yen.
tokyo_capsule_hotel-option-lenient-small-items = Lenient gap for small items
tokyo_capsule_hotel-option-lenient-small-items-help = When on, a vending machine or graveyard may touch another structure if no cell of that land area would keep the gap; hotels and buildings always keep it. Default: on.
tokyo_capsule_hotel-option-loan = Starting loans
tokyo_capsule_hotel-option-loan-help = The loan amounts a player may choose in round 1 (1 to 10 amounts of 1 to 1,000,000 yen), the coupons that come with an amount (0 to 20), the amount given to a player who does not choose in time, and the interest per round in percent of the loan (0 to 100). Default: 4,000 yen with 1 coupon, 6,000, 8,000 or 10,000 yen, 4,000 yen when no choice is made, and 10% interest.
tokyo_capsule_hotel-option-map = Map size
tokyo_capsule_hotel-option-map-help = The width and height of the map in cells, 8 to 100 each. Default: 40 × 40.
tokyo_capsule_hotel-option-max-players = Maximum players
tokyo_capsule_hotel-option-max-players-help = The most players who can sit at the game, from the minimum up to 5. Default: 5.
tokyo_capsule_hotel-option-min-players = Minimum players
tokyo_capsule_hotel-option-min-players-help = The fewest players needed to start the game, 2 to 5. Default: 2.
tokyo_capsule_hotel-option-prices = Fixed prices
tokyo_capsule_hotel-option-prices-help = The price of a vending machine and of an entrance, which is the cost of building an entrance hotel (0 to 100,000 yen each), and of a graveyard (−100,000 to 0 yen; a negative price is paid to the buyer). Default: vending machine 500 yen, entrance 1,000 yen, graveyard −200 yen (the buyer receives 200 yen).
tokyo_capsule_hotel-option-rounds = Rounds
tokyo_capsule_hotel-option-rounds-help = The number of rounds, 1 to 20; the game ends after the income of the last round at the latest. Default: 8.
tokyo_capsule_hotel-option-spend-limits = Spending limits
tokyo_capsule_hotel-option-spend-limits-help = The spending limit of one purchase phase in yen, for each player count the game allows (1 to 1,000,000 each); once the round's purchases reach it, nobody can buy anything more that round. Default: 4,000 yen per player, from 8,000 yen with 2 players to 20,000 yen with 5.
tokyo_capsule_hotel-option-starting = Starting parcels
tokyo_capsule_hotel-option-starting-help = The square starting slots on the map (a side of 1 to 20 cells, and each slot's north-west cell) and, for each player count, which slot each seat reserves in clockwise order; a reserved slot becomes that player's starting parcel. Default: the 5 × 5 slots S-NW, S-NE, S-SE and S-SW in the centre, plus S-S with 5 players.
tokyo_capsule_hotel-option-supplies = Piece supplies
tokyo_capsule_hotel-option-supplies-help = How many entrances (and so at most how many entrance hotels) and vending machines are in the stock at the start, 0 to 100 each. Default: 20 entrances and 20 vending machines.
tokyo_capsule_hotel-option-tallest-hotel = Tallest hotel variant
tokyo_capsule_hotel-option-tallest-hotel-help = When on, a player who builds a hotel strictly taller than every hotel already on the map receives a coupon; the first hotel of the game earns nothing. Default: off.
tokyo_capsule_hotel-option-timing = Time limits
tokyo_capsule_hotel-option-timing-help = Time limits in seconds, 1 to 31,622,400 (366 days): for the round-1 loan choice, for the head of the queue, for answering a trade, before a player out of the queue who does nothing is passed, and for pending trades once the spending limit is reached; it also sets whether other players may warn the head, cutting the head's time to a shorter warning window. Default: loan 48 hours, head of the queue 24 hours with no warnings (warning window 1 hour), trade answer 24 hours, idle 48 hours, wind-down 24 hours.
tokyo_capsule_hotel-option-trade = Trade rules
tokyo_capsule_hotel-option-trade-help = How many pending trade proposals one player may have open (1 to 20), who sees pending proposals and their promises (only the parties, or everyone), the multiple that yen in a trade must be (1 to 100,000 yen), and the longest promise text (1 to 10,000 characters). Default: 3 proposals, seen only by the parties, multiples of 100 yen, 500 characters.
tokyo_capsule_hotel-bot-simple = Borrows 6000 yen; at the head of the queue builds the biggest hotel it finds, adds a vending machine when the golden rule would block its next hotel, buys capsules and land when it runs out, and turns down every trade.
