### Monopoly: what each event says.

## The game's title

monopoly-title = Monopoly

## Terms

monopoly-square-go = Go
monopoly-square-jail = Jail (Just Visiting)
monopoly-square-free-parking = Free Parking
monopoly-square-go-to-jail = Go To Jail
monopoly-square-chance = Chance
monopoly-square-community-chest = Community Chest
monopoly-square-income-tax = Income Tax
monopoly-square-luxury-tax = Luxury Tax
monopoly-square-electric-company = Electric Company
monopoly-square-water-works = Water Works
monopoly-square-unknown = square { $index }

monopoly-deck-chance = Chance
monopoly-deck-community-chest = Community Chest

monopoly-group-brown = brown
monopoly-group-light-blue = light blue
monopoly-group-pink = pink
monopoly-group-orange = orange
monopoly-group-red = red
monopoly-group-yellow = yellow
monopoly-group-green = green
monopoly-group-dark-blue = dark blue

monopoly-party-bank = the bank
monopoly-party-jackpot = the Free Parking pot

monopoly-item-cash = ${ $amount }
monopoly-item-nothing = nothing
monopoly-item-jail-card = a Get Out of Jail Free card
monopoly-item-house = a house
monopoly-item-hotel = a hotel
monopoly-item-mortgaged = { $square } (mortgaged)

monopoly-list-last = { $first } and { $rest }
monopoly-list-more = { $first }, { $rest }

monopoly-level-none = { $square } with no buildings
monopoly-level-houses = { $square } with { $count ->
    [one] 1 house
   *[other] { $count } houses
}
monopoly-level-hotel = { $square } with a hotel

monopoly-reason-salary = salary
monopoly-reason-rent = rent
monopoly-reason-tax = tax
monopoly-reason-jail-fine = Jail fine
monopoly-reason-card = card
monopoly-reason-purchase = purchase
monopoly-reason-auction = auction
monopoly-reason-buildings = buildings
monopoly-reason-building-sale = building sale
monopoly-reason-mortgage = mortgage
monopoly-reason-unmortgage = lifting a mortgage
monopoly-reason-mortgage-interest = mortgage interest
monopoly-reason-trade = trade
monopoly-reason-bankruptcy = bankruptcy
monopoly-reason-jackpot = Free Parking pot

monopoly-rent-basis-monopoly = doubled for the whole colour group
monopoly-rent-basis-houses = { $count ->
    [one] 1 house
   *[other] { $count } houses
}
monopoly-rent-basis-hotel = a hotel
monopoly-rent-basis-railroads = { $count ->
    [one] 1 railroad owned
   *[other] { $count } railroads owned
}
monopoly-rent-basis-railroad-card = doubled by the card
monopoly-rent-basis-utility = { $multiplier } × the dice total of { $total }
monopoly-rent-basis-utility-card = { $multiplier } × the dice total of { $total }, by the card

monopoly-action-roll-dice = rolled the dice
monopoly-action-decline-property = declined the deed
monopoly-action-choose-income-tax = chose the Income Tax
monopoly-action-pass-bid = passed
monopoly-action-waive-claim = waived the claim
monopoly-action-resolve-mortgage-transfer = settled the mortgages
monopoly-action-end-turn = ended the turn
monopoly-action-liquidate = sold and mortgaged to pay the debt
monopoly-action-close-rescue = closed the rescue window
monopoly-action-void-trade = voided the trade
monopoly-action-end-at-round-end = ends the game at the end of the round

monopoly-end-last-player = the last player standing
monopoly-end-round-limit = the round limit
monopoly-end-deadline = the deadline

monopoly-standing = { $seat } (${ $amount })

## Cards

monopoly-card-advance-to-go = Advance to Go (collect $200)
monopoly-card-ch02 = Advance to Illinois Avenue
monopoly-card-ch03 = Advance to St. Charles Place
monopoly-card-ch04 = Advance to the nearest utility (10 × the dice if owned)
monopoly-card-ch05 = Advance to the nearest railroad (double rent if owned)
monopoly-card-ch07 = Bank pays you a dividend of $50
monopoly-card-jail-free = Get Out of Jail Free
monopoly-card-ch09 = Go back three spaces
monopoly-card-go-to-jail = Go to Jail
monopoly-card-ch11 = General repairs: $25 per house, $100 per hotel
monopoly-card-ch12 = Pay $15 (poor tax / speeding fine)
monopoly-card-ch13 = Take a trip to Reading Railroad
monopoly-card-ch14 = Advance to Boardwalk
monopoly-card-ch15 = Chairman of the Board: pay each player $50
monopoly-card-ch16 = Building loan matures: collect $150
monopoly-card-cc02 = Bank error in your favour: collect $200
monopoly-card-cc03 = Doctor's fee: pay $50
monopoly-card-cc07 = Holiday fund matures: collect $100
monopoly-card-cc08 = Income tax refund: collect $20
monopoly-card-cc10 = Life insurance matures: collect $100
monopoly-card-cc11 = Hospital fees
monopoly-card-cc12 = School fees
monopoly-card-cc13 = Consultancy fee: collect $25
monopoly-card-cc14 = Street repairs: $40 per house, $115 per hotel
monopoly-card-cc15 = Second prize in a beauty contest: collect $10
monopoly-card-cc16 = Inheritance: collect $100

## Sentences

monopoly-game-created = A game of Monopoly is set up for { $count } players.
monopoly-player-joined = { $seat } joins with ${ $amount }.
monopoly-deck-shuffled = The { $count } { $deck } cards are shuffled face down.
monopoly-deck-shuffled-order = The { $deck } cards are shuffled: { $cards }.
monopoly-turn-order-rolled = { $seat } rolls { $d1 } and { $d2 } ({ $total }) for the first turn.
monopoly-game-started = { $seat } plays first.
monopoly-turn-started = Round { $round }, turn { $turn }: { $seat } to play.
monopoly-turn-ended = { $seat } ends the turn.

monopoly-phase-not-started = The game has not started yet.
monopoly-phase-waiting = Waiting for the next move.
monopoly-phase-awaiting-roll = { $seat } to roll the dice.
monopoly-phase-buy-decision = { $seat } may buy { $square } for ${ $amount }.
monopoly-phase-auction = { $item } is up for auction: { $seat } to bid at least ${ $amount } or pass.
monopoly-phase-auction-high = { $item } is up for auction, high bid ${ $high } by { $bidder }: { $seat } to bid at least ${ $amount } or pass.
monopoly-phase-income-tax = { $seat } chooses how to pay Income Tax: the flat amount or 10% of their total worth.
monopoly-phase-building-claim = Building shortage ({ $houses } houses and { $hotels } hotels left): { $count ->
    [one] 1 player
   *[other] { $count } players
} to claim or waive.
monopoly-phase-debt = { $seat } owes ${ $amount } and must raise cash or go bankrupt.
monopoly-phase-rescue = { $seat } cannot pay ${ $amount }: other players may offer a rescue.
monopoly-phase-mortgage-transfer = { $seat } chooses to lift or keep the mortgage on { $squares }.
monopoly-phase-end-turn = { $seat } may build, mortgage or trade, then end the turn.
monopoly-phase-finished = The game is over.

monopoly-dice-rolled-turn-order = { $seat } rolls { $d1 } and { $d2 } ({ $total }) for the first turn.
monopoly-dice-rolled = { $seat } rolls { $d1 } and { $d2 } ({ $total }).
monopoly-dice-rolled-doubles = { $seat } rolls doubles: { $d1 } and { $d2 } ({ $total }).
monopoly-dice-rolled-jail = { $seat } rolls { $d1 } and { $d2 } in Jail.
monopoly-dice-rolled-jail-doubles = { $seat } rolls doubles in Jail: { $d1 } and { $d2 }.
monopoly-dice-rolled-utility = { $seat } rolls { $d1 } and { $d2 } ({ $total }) for the utility's rent.

monopoly-moved = { $seat } moves to { $square }.
monopoly-moved-past-go = { $seat } passes Go and moves to { $square }.
monopoly-moved-card = The card sends { $seat } to { $square }.
monopoly-moved-card-past-go = The card sends { $seat } past Go to { $square }.
monopoly-moved-back = { $seat } goes back to { $square }.
monopoly-salary-collected = { $seat } collects ${ $amount } salary.

monopoly-sent-to-jail-square = { $seat } lands on Go To Jail and goes to Jail.
monopoly-sent-to-jail-card = { $seat } goes to Jail by the card.
monopoly-sent-to-jail-doubles = { $seat } rolls doubles three times in a row and goes to Jail.
monopoly-jail-attempt-failed = { $seat } rolls no doubles and stays in Jail ({ $count ->
    [one] 1 failed roll
   *[other] { $count } failed rolls
}).
monopoly-left-jail-fine = { $seat } pays the fine and leaves Jail.
monopoly-left-jail-card = { $seat } uses a Get Out of Jail Free card and leaves Jail.
monopoly-left-jail-doubles = { $seat } rolls doubles and leaves Jail.
monopoly-left-jail-forced = { $seat } fails a third time, pays the fine and leaves Jail.

monopoly-card-drawn = { $seat } draws { $deck }: “{ $card }”.
monopoly-card-drawn-unnamed = { $seat } draws a { $deck } card.
monopoly-card-returned = “{ $card }” goes back under the { $deck } cards.
monopoly-card-returned-unnamed = The card goes back under the { $deck } cards.
monopoly-jail-card-kept = { $seat } keeps the Get Out of Jail Free card.
monopoly-jail-card-used = { $seat } uses a Get Out of Jail Free card.

monopoly-property-purchased = { $seat } buys { $square } for ${ $amount }.
monopoly-property-purchased-mortgaged = { $seat } buys { $square }, mortgaged, for ${ $amount }.
monopoly-property-purchased-auction = { $seat } buys { $square } at auction for ${ $amount }.
monopoly-property-purchased-auction-mortgaged = { $seat } buys { $square }, mortgaged, at auction for ${ $amount }.
monopoly-purchase-declined = { $seat } declines to buy { $square }; it goes to auction.

monopoly-auction-started = The bank auctions { $item }: bids from ${ $amount } in steps of ${ $step }.
monopoly-bid-placed = { $seat } bids ${ $amount }.
monopoly-bid-passed = { $seat } passes.
monopoly-auction-won = { $seat } wins the auction for ${ $amount }.
monopoly-auction-won-free = { $seat } wins the auction.
monopoly-auction-unsold = Nobody bids: the auction ends unsold.

monopoly-rent-charged = { $seat } owes { $owner } ${ $amount } rent for { $square }.
monopoly-rent-charged-basis = { $seat } owes { $owner } ${ $amount } rent for { $square } ({ $basis }).
monopoly-tax-charged = { $seat } owes ${ $amount } { $square }.
monopoly-income-tax-flat = { $seat } pays the flat Income Tax: ${ $amount }.
monopoly-income-tax-percent = { $seat } pays 10% of a total worth of ${ $worth } as Income Tax: ${ $amount }.

monopoly-cash-player-to-player = { $seat } pays { $other } ${ $amount } ({ $reason }).
monopoly-cash-player-to-bank = { $seat } pays the bank ${ $amount } ({ $reason }).
monopoly-cash-player-to-jackpot = { $seat } puts ${ $amount } into the Free Parking pot ({ $reason }).
monopoly-cash-bank-to-player = The bank pays { $seat } ${ $amount } ({ $reason }).
monopoly-cash-jackpot-to-player = { $seat } takes ${ $amount } from the Free Parking pot.
monopoly-cash-moved = ${ $amount } goes from { $from } to { $to } ({ $reason }).

monopoly-debt-opened = { $seat } cannot pay ${ $amount } to { $creditors } in cash and must raise it (up to ${ $value } by selling and mortgaging).
monopoly-debt-paid = { $seat } pays off the debt of ${ $amount }.
monopoly-rescue-opened = The debtor is provisionally bankrupt: other players may offer a rescue.
monopoly-rescue-closed-covered = The rescue window closes: the debt is covered.
monopoly-rescue-closed-bankrupt = The rescue window closes with no rescue.

monopoly-buildings-bought = { $seat } builds on the { $group } streets for ${ $amount }: { $levels }.
monopoly-buildings-sold = { $seat } sells buildings on the { $group } streets back to the bank for ${ $amount }: { $levels }.
monopoly-buildings-returned = { $seat }'s buildings on the { $group } streets go back to the bank.
monopoly-claim-round-started = Building shortage: the bank has { $houses } houses and { $hotels } hotels, too few for { $seat }'s building on the { $group } streets; { $count ->
    [one] 1 player
   *[other] { $count } players
} may claim.
monopoly-claim-submitted = { $seat } claims buildings on the { $group } streets: { $levels }.
monopoly-claim-waived = { $seat } waives the claim.
monopoly-claim-round-closed = Claims are in: { $houses } houses and { $hotels } hotels asked for, { $bank-houses } houses and { $bank-hotels } hotels in the bank.
monopoly-build-request-cancelled = { $count ->
    [one] 1 building step
   *[other] { $count } building steps
} of { $seat }'s request on the { $group } streets cannot be served.

monopoly-property-mortgaged = { $seat } mortgages { $square } for ${ $amount }.
monopoly-property-unmortgaged = { $seat } lifts the mortgage on { $square }, paying ${ $amount } with ${ $interest } interest.
monopoly-mortgage-interest-paid = { $seat } pays ${ $amount } interest on mortgaged { $square }.
monopoly-mortgage-transfer-lift = { $seat } lifts the mortgage on { $square } for ${ $amount }.
monopoly-mortgage-transfer-keep = { $seat } keeps { $square } mortgaged, paying ${ $amount }.

monopoly-trade-proposed = { $seat } offers { $recipient } { $give } for { $take } (trade { $trade }).
monopoly-trade-proposed-counter = { $seat } counters with { $give } for { $take } from { $recipient } (trade { $trade }).
monopoly-trade-proposed-rescue = { $seat } offers { $recipient } a rescue: { $give } for { $take } (trade { $trade }).
monopoly-trade-rejected = Trade { $trade } is rejected.
monopoly-trade-countered = Trade { $trade } is rejected with a counter-offer.
monopoly-trade-cancelled = Trade { $trade } is withdrawn.
monopoly-trade-voided-stale = Trade { $trade } is void: what it lists has changed.
monopoly-trade-voided-expired = Trade { $trade } has expired.
monopoly-trade-voided-bankruptcy = Trade { $trade } is void: a party went bankrupt.
monopoly-trade-executed = { $seat } and { $recipient } trade: { $give } for { $take }.

monopoly-assets-transferred = { $seat }'s assets go to { $to }: { $items }.
monopoly-bankrupt-to-player = { $seat } is bankrupt, owing { $owner }, and leaves the game.
monopoly-bankrupt-to-bank = { $seat } is bankrupt, owing the bank, and leaves the game.
monopoly-bankrupt-to-several = { $seat } is bankrupt, owing several players, and leaves the game.
monopoly-player-resigned = { $seat } resigns.
monopoly-deadline-expired = Time ran out for { $seat }: the game { $action } for them.
monopoly-game-deadline-passed = The game's deadline has passed: it ends at the end of this round.
monopoly-jackpot-collected = { $seat } collects the Free Parking pot: ${ $amount }.

monopoly-game-ended-last-player = { $seat } is the last player standing and wins the game!
monopoly-game-ended-winner = The game ends at { $reason }: { $seat } wins. Net worths: { $standings }.
monopoly-game-ended-shared = The game ends at { $reason } with first place shared. Net worths: { $standings }.
monopoly-game-ended-winner-only = The game ends at { $reason }: { $seat } wins.
monopoly-game-ended-shared-only = The game ends at { $reason } with first place shared.
monopoly-deck-order-revealed = The { $deck } cards were shuffled into this order: { $cards }.

## Rejections: why a command is refused

monopoly-phase-when-not-started = before the game starts
monopoly-phase-when-awaiting-roll = before the roll
monopoly-phase-when-awaiting-buy-decision = while a purchase is being decided
monopoly-phase-when-auction = during an auction
monopoly-phase-when-income-tax-choice = while Income Tax is being chosen
monopoly-phase-when-building-claim = during a building shortage
monopoly-phase-when-debt-resolution = while a debt is being settled
monopoly-phase-when-rescue = during a rescue
monopoly-phase-when-mortgage-transfer-decision = while the mortgages on received deeds are being settled
monopoly-phase-when-awaiting-end-turn = before the turn ends
monopoly-phase-when-finished = after the game has ended

# An option a refusal says the game is played without.
monopoly-disabled-income-tax = the choice of how to pay Income Tax
monopoly-disabled-rescue-negotiation = rescue offers

monopoly-jail-pay-turns-first-two = the fine may be paid only on your first two turns in Jail
monopoly-jail-pay-turns-any = the fine may be paid on any turn in Jail

monopoly-trade-side-give = what you give
monopoly-trade-side-take = what you take

monopoly-trade-status-open = open
monopoly-trade-status-executed = carried out
monopoly-trade-status-rejected = rejected
monopoly-trade-status-cancelled = withdrawn
monopoly-trade-status-voided = void

monopoly-trade-window-stable-phases = only before a roll, while a purchase is being decided or before a turn ends
monopoly-trade-window-between-turns = only between turns

monopoly-building-houses = houses
monopoly-building-hotels = hotels
monopoly-building-level = { $level ->
    [0] no buildings
    [5] a hotel
    [one] 1 house
   *[other] { $level } houses
}

monopoly-rejection-item-jail-card = the Get Out of Jail Free card { $card }

monopoly-rejection-not-your-turn = you are out of the game and may send no more commands
monopoly-rejection-option-disabled = this game is played without { $option }
monopoly-rejection-must-roll-again = you rolled doubles { $count ->
    [one] once
   *[other] { $count } times
} this turn: roll again before ending your turn
monopoly-rejection-wrong-phase = this command is not accepted { $phase }; { $count ->
    [0] you may send no command now
   *[other] you may send { $allowed }
}
monopoly-rejection-not-your-decision = { $count ->
    [0] nobody may send this command { $phase }
   *[other] { $phase }, only { $seats } may send this command
}
monopoly-rejection-not-in-jail = you are not in Jail
monopoly-rejection-fine-not-allowed-this-turn = { $rule } and you have already failed { $count ->
    [one] 1 roll
   *[other] { $count } rolls
} for doubles: roll the dice instead
monopoly-rejection-insufficient-funds = you need ${ $required } but have only ${ $cash } in cash
monopoly-rejection-insufficient-funds-player = { $seat } needs ${ $required } but has only ${ $cash } in cash
monopoly-rejection-no-jail-card = you hold no Get Out of Jail Free card
monopoly-rejection-card-not-held = you do not hold the Get Out of Jail Free card { $card }
monopoly-rejection-square-mismatch = { $square } is not on offer; the square on offer is { $offered }
monopoly-rejection-auction-not-found = auction { $auction } is not running
monopoly-rejection-bid-not-multiple-of-step = a bid of ${ $amount } is not a multiple of ${ $step }
monopoly-rejection-bid-too-low = a bid of ${ $amount } is too low: bid at least ${ $minimum }
monopoly-rejection-unknown-group = { $group } is not a colour group
monopoly-rejection-square-not-in-group = { $square } is not a street of the { $group } group
monopoly-rejection-not-monopoly = you do not own every street of the { $group } group
monopoly-rejection-group-has-mortgage = { $squares } of the { $group } group { $count ->
    [one] is
   *[other] are
} mortgaged: nothing can be built on the group
monopoly-rejection-level-out-of-range = level { $level } for { $square } is out of range: levels go from 0 to 5 (5 is a hotel)
monopoly-rejection-level-decrease = { $square } has { $current }: building cannot take it down to { $target }; sell buildings instead
monopoly-rejection-level-increase = { $square } has { $current }: selling cannot take it up to { $target }; build instead
monopoly-rejection-no-change = the request changes no building on the { $group } streets
monopoly-rejection-uneven-build = the streets of the group would have { $levels }: build evenly, with at most one house of difference
monopoly-rejection-uneven-sell = the streets of the group would have { $levels }: sell evenly, with at most one house of difference
monopoly-rejection-insufficient-houses = the request needs { $needed ->
    [one] 1 house
   *[other] { $needed } houses
} but the bank has { $bank ->
    [0] none
   *[other] only { $bank }
}
monopoly-rejection-insufficient-hotels = the request needs { $needed ->
    [one] 1 hotel
   *[other] { $needed } hotels
} but the bank has { $bank ->
    [0] none
   *[other] only { $bank }
}
monopoly-rejection-hotel-breakdown-needs-bank-houses = selling the hotel would take { $count ->
    [one] 1 house
   *[other] { $count } houses
} from the bank, but in this game only the houses standing on the group may be redistributed
monopoly-rejection-not-ownable = { $square } has no title deed
monopoly-rejection-not-owner = you do not own { $square }
monopoly-rejection-not-owner-group = you do not own the { $group } streets
monopoly-rejection-not-owner-item = { $seat } does not hold { $item }
monopoly-rejection-not-owner-item-yours = you do not hold { $item }
monopoly-rejection-not-owner-any = you do not own what the command names
monopoly-rejection-already-mortgaged = { $square } is already mortgaged
monopoly-rejection-not-mortgaged = { $square } is not mortgaged
monopoly-rejection-group-has-buildings = the { $group } streets have buildings: sell them before mortgaging
monopoly-rejection-group-has-buildings-trade = { $square } cannot be traded while the { $group } streets have buildings: sell them first
monopoly-rejection-unknown-player = { $seat } is not a seat of this game
monopoly-rejection-self-trade = a trade must be with another player
monopoly-rejection-counterparty-bankrupt = { $seat } is bankrupt and cannot trade
monopoly-rejection-negative-cash = { $side } cannot hold negative cash
monopoly-rejection-duplicate-item = { $item } is listed twice in the trade
monopoly-rejection-empty-side = { $side } is empty: each side of a trade must hand over something
monopoly-rejection-cash-only-trade = a trade may not move cash alone: at least one deed or Get Out of Jail Free card must change hands
monopoly-rejection-missing-mortgage-choice = choose to lift or keep the mortgage on { $squares }
monopoly-rejection-too-many-open-trades = you already have { $limit ->
    [one] 1 open proposal
   *[other] { $limit } open proposals
}, the most allowed
monopoly-rejection-trade-not-found = there is no trade { $trade } that you can see
monopoly-rejection-trade-not-open = trade { $trade } is no longer open ({ $status })
monopoly-rejection-no-rescue-in-progress = nobody is provisionally bankrupt, so no rescue offer can be made
monopoly-rejection-not-the-debtor = a rescue offer must be made to the debtor, { $seat }
monopoly-rejection-creditor-cannot-rescue = a creditor of the debt may not make a rescue offer
monopoly-rejection-rescue-must-give-cash-only = a rescue offer must give the debtor cash and nothing else, and take only deeds or Get Out of Jail Free cards
monopoly-rejection-not-trade-recipient = only the player offered trade { $trade } may accept or reject it
monopoly-rejection-not-trade-proposer = only the player who offered trade { $trade } may withdraw it
monopoly-rejection-trade-stale = trade { $trade } is void: what it lists has changed since it was offered
monopoly-rejection-trade-window-closed = trades cannot be carried out { $phase }; this game allows them { $window }
monopoly-rejection-shortage-not-found = building shortage { $shortage } is not running
monopoly-rejection-not-eligible = { $count ->
    [0] nobody may answer this building shortage
   *[other] only { $seats } may answer this building shortage
}
monopoly-rejection-already-answered = you have already claimed or waived in this building shortage
monopoly-rejection-claim-wrong-type = the claim must ask for { $contested }, the buildings in short supply
monopoly-rejection-not-in-debt = you have no debt to pay
monopoly-rejection-can-pay-by-liquidation = you cannot go bankrupt: selling your buildings and mortgaging your deeds would raise ${ $value }, enough for the ${ $total } you owe
monopoly-rejection-rescue-available = you cannot go bankrupt: accepting the rescue { $count ->
    [one] offer
   *[other] offers
} { $offers } would cover the debt
monopoly-rejection-unknown-square = { $square } is not one of the mortgaged deeds you receive
monopoly-rejection-timeout-not-applicable = the { $timer } timer does not apply { $phase }

## Text commands

monopoly-cmd-roll = roll
monopoly-cmd-pay = pay
monopoly-cmd-card = card
monopoly-cmd-buy = buy
monopoly-cmd-decline = decline
monopoly-cmd-done = done
monopoly-cmd-tax = tax
monopoly-cmd-flat = flat
monopoly-cmd-percent = percent
monopoly-cmd-bid = bid
monopoly-cmd-pass = pass
monopoly-cmd-build = build
monopoly-cmd-sell = sell
monopoly-cmd-mortgage = mortgage
monopoly-cmd-unmortgage = unmortgage
monopoly-cmd-offer = offer
monopoly-cmd-give = give
monopoly-cmd-take = take
monopoly-cmd-keep = keep
monopoly-cmd-lift = lift
monopoly-cmd-counter = counter
monopoly-cmd-until = until
monopoly-cmd-rescue = rescue
monopoly-cmd-accept = accept
monopoly-cmd-reject = reject
monopoly-cmd-cancel = cancel
monopoly-cmd-claim = claim
monopoly-cmd-waive = waive
monopoly-cmd-bankrupt = bankrupt
monopoly-cmd-settle = settle
monopoly-cmd-resign = resign
monopoly-cmd-timeout = timeout
monopoly-cmd-square = square

monopoly-timer-decision = decision
monopoly-timer-auction = auction
monopoly-timer-claim = claim
monopoly-timer-rescue = rescue
monopoly-timer-trade = trade
monopoly-timer-deadline = deadline

monopoly-text-amount = amount
monopoly-text-property = property
monopoly-text-group = group
monopoly-text-level = level
monopoly-text-card = card
monopoly-text-player = player
monopoly-text-auction = auction
monopoly-text-trade = trade
monopoly-text-shortage = shortage
monopoly-text-time = time

monopoly-help-roll = Roll the dice and move (in Jail: try for doubles).
monopoly-help-pay = Pay the Jail fine before rolling.
monopoly-help-card = Use a Get Out of Jail Free card (CH08 or CC05) before rolling.
monopoly-help-buy = Buy the property on offer at its printed price.
monopoly-help-decline = Decline the property on offer; it goes to auction.
monopoly-help-done = End your turn.
monopoly-help-tax = Pay Income Tax as $200 flat or as 10 percent of your net worth.
monopoly-help-bid = Bid this many dollars in the auction (such as a7).
monopoly-help-pass = Drop out of the auction for good.
monopoly-help-build = Build up to these levels (0–4 houses, 5 a hotel) on a colour group.
monopoly-help-sell = Sell buildings back to the bank down to these levels.
monopoly-help-mortgage = Mortgage a property of yours.
monopoly-help-unmortgage = Lift the mortgage on a property of yours.
monopoly-help-offer = Offer a player a trade: what you give, what you take, and whether to lift or keep the mortgage on each mortgaged property you take.
monopoly-help-accept = Accept a trade (such as t12), lifting or keeping the mortgage on each mortgaged property you receive.
monopoly-help-reject = Reject a trade offered to you.
monopoly-help-cancel = Withdraw a trade you offered.
monopoly-help-claim = Claim buildings in the building shortage (such as s3), as you would build.
monopoly-help-waive = Take no buildings in the building shortage.
monopoly-help-bankrupt = Declare bankruptcy on your debt.
monopoly-help-settle = Lift or keep the mortgage on each mortgaged property you received.
monopoly-help-resign = Leave the game, as a bankruptcy.

## Board picture

# The picture's accessible title: the game, the version drawn and the status sentence.
monopoly-picture-title = { $game }, { $version }: { $status }
# The status sentence: whom the game waits for ($seats) and what for ($task, one of the
# monopoly-picture-task-… messages).
monopoly-picture-status = Round { $round }: { $seats } { $task }.
monopoly-picture-status-won = Game over: { $seats } won.
monopoly-picture-task-roll = to roll the dice
monopoly-picture-task-buy = to buy the deed or decline it
monopoly-picture-task-auction = to bid or pass
monopoly-picture-task-income-tax = to choose how to pay Income Tax
monopoly-picture-task-building-claim = to claim or waive scarce buildings
monopoly-picture-task-debt = to raise cash or go bankrupt
monopoly-picture-task-rescue = to answer rescue offers
monopoly-picture-task-mortgage-transfer = to lift or keep received mortgages
monopoly-picture-task-end-turn = to end the turn
monopoly-picture-task-act = to act

# The running decision, in the middle of the board.
monopoly-picture-on-offer = On offer: { $square } for ${ $amount }
monopoly-picture-auction = Auction of { $item }: no bid yet
monopoly-picture-auction-high = Auction of { $item }: highest bid ${ $amount } by { $bidder }
monopoly-picture-auction-turn = { $seat } bids at least ${ $amount } or passes
monopoly-picture-debt = { $seat } owes ${ $amount }
monopoly-picture-mortgages-received = Mortgaged deeds received: { $squares }

# The picture's description: this sentence, the status, the decision lines (each made a
# sentence), one sentence per player and the owned deeds.
monopoly-picture-description = { $game } board at { $version }, turn { $turn }.
monopoly-picture-sentence = { $line }.
# $place: one of the monopoly-picture-place-… messages.
monopoly-picture-player = { $seat } has ${ $amount } and { $place }.
monopoly-picture-player-cash-hidden = { $seat } keeps their cash hidden and { $place }.
monopoly-picture-place-on = is on { $square }
monopoly-picture-place-jail = is in Jail
monopoly-picture-place-bankrupt = is bankrupt
monopoly-picture-owned = Owned deeds: { $deeds }.
# One owned deed: its square (with its buildings) and its owner's name.
monopoly-picture-deed = { $square } ({ $owner })
monopoly-picture-deed-mortgaged = { $square } ({ $owner }, mortgaged)
monopoly-picture-no-deeds = No deed is owned yet.

# The tooltip of a deed's square.
monopoly-picture-square-owned = { $square }: owned by { $seat }
monopoly-picture-square-mortgaged = { $square }: owned by { $seat }, mortgaged
monopoly-picture-square-for-sale = { $square }: for sale at ${ $amount }

# Under a square's name: Go's salary, a tax, the Free Parking pot.
monopoly-picture-collect = collect ${ $amount }
monopoly-picture-pay = pay ${ $amount }
monopoly-picture-pot = pot ${ $amount }
# Written across a mortgaged deed.
monopoly-picture-mortgaged = MORTGAGED
# The jail cell in its corner, and the narrow strip beside it for players just visiting.
monopoly-picture-jail-cell = IN JAIL
monopoly-picture-just-visiting = Just visiting

# The middle of the board.
monopoly-picture-turn = Turn { $turn }, round { $round }
monopoly-picture-doubles = Doubles thrown this turn: { $count }
monopoly-picture-you-owe = You owe ${ $amount }
monopoly-picture-bank = Bank: { $houses ->
    [one] 1 house
   *[other] { $houses } houses
}, { $hotels ->
    [one] 1 hotel
   *[other] { $hotels } hotels
}
# The cards left in each deck; $chance and $chest are the decks' names.
monopoly-picture-decks = { $chance }: { $chance-count ->
    [one] 1 card
   *[other] { $chance-count } cards
} · { $chest }: { $chest-count ->
    [one] 1 card
   *[other] { $chest-count } cards
}
# $pot: the name of the Free Parking pot.
monopoly-picture-jackpot = { $pot }: ${ $amount }
monopoly-picture-legend-owners = Owners are named on their deeds; a token shows its seat number.
monopoly-picture-legend-buildings = Houses are small squares on the colour band, a hotel a block marked H.
# $stamp: the word written across a mortgaged deed.
monopoly-picture-legend-mortgage = A mortgaged deed is greyed and marked { $stamp }.
monopoly-picture-open-trades = Open trades
# $trade: the trade's id (t12).
monopoly-picture-trade = { $trade }: { $seat } offers { $recipient } a trade

# The players beside the board.
monopoly-picture-players = Players
# The viewer's own name in the list of players.
monopoly-picture-you = { $seat } · you
# Once the game is over, at the right of a player's block.
monopoly-picture-rank = rank { $rank }
monopoly-picture-rank-cash = rank { $rank } · ${ $amount }
monopoly-picture-cash-hidden = cash hidden
monopoly-picture-on = On { $square }
monopoly-picture-in-jail = In Jail (failed rolls: { $count })
monopoly-picture-bankrupt = Bankrupt
monopoly-picture-jail-cards = { $count ->
    [one] 1 Get Out of Jail Free card
   *[other] { $count } Get Out of Jail Free cards
}
monopoly-picture-holdings = { $deeds ->
    [one] 1 deed
   *[other] { $deeds } deeds
} ({ $mortgaged } mortgaged) · { $houses ->
    [one] 1 house
   *[other] { $houses } houses
} · { $hotels ->
    [one] 1 hotel
   *[other] { $hotels } hotels
}

## The options of a new game

monopoly-option-auction-first-bidder = First bidder in auctions
monopoly-option-auction-first-bidder-help = Who bids first when a declined property is auctioned. Default: the player who declined.
monopoly-choice-auction-first-bidder-decliner = Player who declined
monopoly-choice-auction-first-bidder-next-after-decliner = Next player after the decliner
monopoly-option-auction-step = Auction step
monopoly-option-auction-step-help = The bidding unit in dollars, 1 or 10: the opening bid of a property auction and the smallest raise, and every bid must be a multiple of it. Default: 1.
monopoly-option-auction-timeout-seconds = Time to bid (seconds)
monopoly-option-auction-timeout-seconds-help = Seconds the bidder to act has before the server passes for them, from 1 to 31622400; left empty, there is no time limit. Default: empty.
monopoly-option-bank-auction-mortgaged = Bank auctions of mortgaged deeds
monopoly-option-bank-auction-mortgaged-help = When a player goes bankrupt to the bank, the bank auctions their mortgaged deeds either free of the mortgage or still mortgaged, the buyer then lifting or keeping the mortgage. Default: free of the mortgage.
monopoly-choice-bank-auction-mortgaged-cleared = Sold free of the mortgage
monopoly-choice-bank-auction-mortgaged-as-is = Sold still mortgaged
monopoly-option-building-shortage = Building shortage
monopoly-option-building-shortage-help = How competing building requests are served when the bank runs short of houses or hotels: a claim round in which the other players who could build may claim too, scarce buildings then being auctioned one by one, or first come, first served. Default: claim round and auction.
monopoly-choice-building-shortage-claim-auction = Claim round and auction
monopoly-choice-building-shortage-first-come = First come, first served
monopoly-option-claim-timeout-seconds = Time to claim buildings (seconds)
monopoly-option-claim-timeout-seconds-help = Seconds each eligible player has to claim or waive in a building shortage before the server waives for them, from 1 to 31622400; left empty, there is no time limit. Default: empty.
monopoly-option-count-mortgaged-for-sets = Mortgaged railroads and utilities count
monopoly-option-count-mortgaged-for-sets-help = When on, an owner's mortgaged railroads and utilities still count towards the rent of their other railroads and utilities (a mortgaged one itself charges no rent). Default: on.
monopoly-option-decision-timeout-seconds = Time for a decision (seconds)
monopoly-option-decision-timeout-seconds-help = Seconds a player has for a turn decision (rolling, buying, ending the turn, Income Tax, a debt, received mortgages) before the server makes the default move, from 1 to 31622400; left empty, no move is made automatically. Default: empty.
monopoly-option-deck-mode = Card drawing
monopoly-option-deck-mode-help = A physical deck is shuffled once, drawn from the top and returned to the bottom; a random draw picks any card of the deck each time (for statistical testing). Default: physical deck.
monopoly-choice-deck-mode-physical = Physical deck
monopoly-choice-deck-mode-random-draw = Random card each draw
monopoly-option-deck-set = Community Chest edition
monopoly-option-deck-set-help = Which printing of the Community Chest cards is used; only a few money cards differ, and the Chance cards are the same in all. Default: modern US.
monopoly-choice-deck-set-us-modern = Modern US
monopoly-choice-deck-set-us-classic = Classic US (before 2008)
monopoly-choice-deck-set-us-hasbro-2021 = US Hasbro 2021
monopoly-option-end-condition = End of the game
monopoly-option-end-condition-help = By default the game goes on until one player is left; a round limit (at least 1 round) or a deadline (a date and time, after which the round in progress is the last) ends it sooner and ranks the players left by net worth. Default: last player standing.
monopoly-option-free-parking-jackpot = Free Parking pot
monopoly-option-free-parking-jackpot-help = House rule: taxes, fines and card payments to the bank go into a pot that a player ending a move on Free Parking collects. Default: off.
monopoly-option-go-landing-bonus = Bonus for landing on Go
monopoly-option-go-landing-bonus-help = Extra dollars paid, on top of the salary, for landing exactly on Go; 0 means no bonus. Default: $0.
monopoly-option-go-salary = Go salary
monopoly-option-go-salary-help = Dollars the bank pays for passing or landing on Go. Default: $200.
monopoly-option-hide-cash = Hide cash
monopoly-option-hide-cash-help = When on, each player's cash is shown only to that player; payments stay public in the log. Default: off.
monopoly-option-hotel-breakdown = Breaking down hotels
monopoly-option-hotel-breakdown-help = Whether a hotel may be sold back into houses taken from the bank, or only the houses already standing on its colour group may be redistributed (Japanese convention). Default: houses from the bank.
monopoly-choice-hotel-breakdown-bank-houses = Houses from the bank
monopoly-choice-hotel-breakdown-redistribute-only = Redistribute standing houses only
monopoly-option-income-tax = Income Tax choice
monopoly-option-income-tax-help = Income Tax is either always $200, or the player chooses $200 or 10% of their total worth before it is worked out. Default: always $200.
monopoly-choice-income-tax-flat-200 = Always $200
monopoly-choice-income-tax-choice-200-or-10pct = Choice of $200 or 10%
monopoly-option-interest-rounding = Rounding of mortgage interest
monopoly-option-interest-rounding-help = How the 10% mortgage interest is rounded to whole dollars. Default: round up.
monopoly-choice-interest-rounding-up = Round up
monopoly-choice-interest-rounding-down = Round down
monopoly-option-jail-fine = Jail fine
monopoly-option-jail-fine-help = Dollars paid to get out of Jail. Default: $50.
monopoly-option-jail-pay-turns = Turns to pay the Jail fine
monopoly-option-jail-pay-turns-help = On which turns in Jail a player may choose to pay the fine before rolling. Default: the first two turns only.
monopoly-choice-jail-pay-turns-first-two = First two turns in Jail
monopoly-choice-jail-pay-turns-any = Any turn in Jail
monopoly-option-luxury-tax = Luxury Tax
monopoly-option-luxury-tax-help = Dollars charged for landing on Luxury Tax. Default: $100.
monopoly-option-max-open-trades-per-player = Open trade offers per player
monopoly-option-max-open-trades-per-player-help = The most trade proposals one player may have open at the same time. Default: 10.
monopoly-option-mortgage-transfer-fee = Fee on received mortgages
monopoly-option-mortgage-transfer-fee-help = When on, a player who receives a mortgaged deed pays the 10% interest at once even if they keep it mortgaged; when off, keeping it is free and the 10% is paid only when the mortgage is lifted. Default: on.
monopoly-option-players-max = Maximum players
monopoly-option-players-max-help = The most seats the game can have, from 2 to 8 and not fewer than the minimum. Default: 8.
monopoly-option-players-min = Minimum players
monopoly-option-players-min-help = The fewest seats the game starts with, from 2 to 8. Default: 2.
monopoly-option-preset = Rules preset
monopoly-option-preset-help = A bundle of option values, overridden by any option you set yourself; Japanese tournament rules mean $10 auctions, hotel redistribution only, trades between turns, rescue negotiation, the Jail fine payable on any Jail turn and no fee for keeping a received mortgage. Default: none (the standard rules).
monopoly-choice-preset-jp-tournament = Japanese tournament rules
monopoly-option-rent-in-jail = Rent while in Jail
monopoly-option-rent-in-jail-help = When on, an owner who is in Jail still collects rent. Default: on.
monopoly-option-rescue-negotiation = Rescue negotiation
monopoly-option-rescue-negotiation-help = Japanese rule: a debtor who cannot pay even by selling and mortgaging everything is provisionally bankrupt, and players who are not creditors may offer cash for their deeds to rescue them. Default: off.
monopoly-option-rescue-window-seconds = Rescue window (seconds)
monopoly-option-rescue-window-seconds-help = How long, in seconds, other players may make rescue offers to a provisionally bankrupt player, from 1 to 31622400. Default: 172800 (2 days).
monopoly-option-shortage-min-bid = Opening bid in shortage auctions
monopoly-option-shortage-min-bid-help = The opening bid of an auction for a scarce house or hotel: the lowest house price among the competing colour groups, or the auction step. Default: lowest house price.
monopoly-choice-shortage-min-bid-lowest-house-price = Lowest house price
monopoly-choice-shortage-min-bid-auction-step = The auction step
monopoly-option-starting-cash = Starting cash
monopoly-option-starting-cash-help = Dollars each player starts with. Default: $1500.
monopoly-option-trade-visibility = Who sees trade offers
monopoly-option-trade-visibility-help = Who sees trade proposals, rejections, withdrawals and voided trades; trades carried out are always public. Default: the two parties only.
monopoly-choice-trade-visibility-parties = The two parties only
monopoly-choice-trade-visibility-public = Everyone
monopoly-option-trade-window = When trades are carried out
monopoly-option-trade-window-help = When an accepted trade may be carried out: whenever nothing is being resolved (before a roll, during a purchase decision, before the turn ends), or only between turns (Japanese convention: before the player's first roll of the turn or once their moves are over). Default: whenever nothing is being resolved.
monopoly-choice-trade-window-stable-phases = Whenever nothing is pending
monopoly-choice-trade-window-between-turns = Only between turns
monopoly-option-turn-order = Starting player
monopoly-option-turn-order-help = How the player who takes the first turn is chosen; in a roll-off every player rolls two dice, the highest total starts and ties roll again. Default: roll-off.
monopoly-choice-turn-order-roll-off = Roll-off with the dice
monopoly-choice-turn-order-seat-order = First seat starts
monopoly-choice-turn-order-random = Random seat starts
monopoly-option-voluntary-bankruptcy = Voluntary bankruptcy
monopoly-option-voluntary-bankruptcy-help = When on, a debtor may declare bankruptcy even when selling buildings and mortgaging would cover the debt. Default: off.
monopoly-bot-simple = Buys what it can afford, leaves jail at once, builds evenly, declines trades, bids modestly, raises money when in debt and goes bankrupt only when it must.
