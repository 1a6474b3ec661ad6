grand_austria_hotel-event = Something happened.
