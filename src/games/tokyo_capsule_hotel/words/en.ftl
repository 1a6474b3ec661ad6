### Tokyo Capsule Hotel: what each event says, in English. Money is yen ("3,000 yen").

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
