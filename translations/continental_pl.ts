<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>AiWorker</name>
    <message>
        <location filename="../continental_qt/ui/ai_worker.py" line="+304"/>
        <source>the computer players&apos; process did not start ({error})</source>
        <translation>proces graczy komputerowych nie uruchomił się ({error})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the computer players&apos; process stopped (exit code {code})</source>
        <translation>proces graczy komputerowych zakończył się (kod wyjścia {code})</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../continental_qt/ui/window/announcer.py" line="+78"/>
        <location filename="../continental_qt/ui/window/speech.py" line="+50"/>
        <source>Nothing was announced yet.</source>
        <translation>Nic jeszcze nie ogłoszono.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/speech.py" line="+2"/>
        <source>No game is being played.</source>
        <translation>Nie trwa żadna gra.</translation>
    </message>
</context>
<context>
    <name>ChartTable</name>
    <message>
        <location filename="../continental_qt/ui/stats/chart_table.py" line="+30"/>
        <source>Show as table</source>
        <translation>Pokaż jako tabelę</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Table</source>
        <translation>Tabela</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Read the chart&apos;s numbers in a table</source>
        <translation>Odczytaj liczby wykresu w tabeli</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../continental_qt/ui/window/coach.py" line="+73"/>
        <source>Hints come on your turn, not between rounds.</source>
        <translation>Podpowiedzi są w twojej turze, nie między rozdaniami.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+30"/>
        <source>A hint needs your own hand on the table.</source>
        <translation>Podpowiedź wymaga twoich kart na stole.</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Hints come on your turn and when you are asked May I?</source>
        <translation>Podpowiedzi są w twojej turze i gdy pytają cię „Mogę?”.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Weighing your options…</source>
        <translation>Rozważam twoje możliwości…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing is missing: you have gone down.</source>
        <translation>Niczego nie brakuje: już wyłożyłeś.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In this game the coach shows what you miss with Hint (H).</source>
        <translation>W tej grze trener pokazuje, czego ci brakuje, w Podpowiedzi (H).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Faded in the slots: your closest melds; %n card(s) still missing.</source>
        <translation>Wyblakłe w polach: twoje najbliższe układy; brakuje jeszcze %n karty.|Wyblakłe w polach: twoje najbliższe układy; brakuje jeszcze %n kart.|Wyblakłe w polach: twoje najbliższe układy; brakuje jeszcze %n kart.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your cards meet the contract: stage them and go down.</source>
        <translation>Twoje karty spełniają kontrakt: ułóż je i wyłóż.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>No hint this time ({error}).</source>
        <translation>Tym razem bez podpowiedzi ({error}).</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Your options</source>
        <translation>Twoje możliwości</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your options, best first</source>
        <translation>Twoje możliwości, najlepsza pierwsza</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show all</source>
        <translation>Pokaż wszystkie</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/ghosts.py" line="+83"/>
        <source>Missing: any {rank}</source>
        <translation>Brakuje: dowolna {rank}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Missing: the {card}</source>
        <translation>Brakuje: {card}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/tutor.py" line="+80"/>
        <source>The tutor is weighing your move…</source>
        <translation>Nauczyciel rozważa twój ruch…</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Tutor</source>
        <translation>Nauczyciel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play it anyway</source>
        <translation>Zagraj mimo to</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play instead: {move}</source>
        <translation>Zagraj zamiast tego: {move}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Back to the table</source>
        <translation>Wróć do stołu</translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/crash_notice.py" line="+30"/>
        <source>Continental closed unexpectedly</source>
        <translation>Continental nieoczekiwanie się zamknął</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continental closed unexpectedly the last time it ran.</source>
        <translation>Przy ostatnim uruchomieniu Continental nieoczekiwanie się zamknął.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What happened was written to a crash log, which is kept for a bug report:

{path}</source>
        <translation>Przebieg zdarzenia zapisano w dzienniku awarii, który jest przechowywany na potrzeby zgłoszenia błędu:

{path}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open Folder</source>
        <translation>Otwórz folder</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy Path</source>
        <translation>Kopiuj ścieżkę</translation>
    </message>
</context>
<context>
    <name>DeckTableEditor</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/rounds_editor.py" line="+333"/>
        <source>Up to … players</source>
        <translation>Do … graczy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decks</source>
        <translation>Talie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jokers in all</source>
        <translation>Jokerów razem</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Add r&amp;ow</source>
        <translation>Dodaj wier&amp;sz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a row for larger tables.</source>
        <translation>Dodaj wiersz dla większych stołów.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>This row applies to tables of up to this many players.</source>
        <translation>Ten wiersz dotyczy stołów z co najwyżej tyloma graczami.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many 52-card decks are shuffled together.</source>
        <translation>Ile talii po 52 karty tasuje się razem.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many jokers are added in all (not per deck).</source>
        <translation>Ile jokerów dodaje się łącznie (nie na talię).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove this row.</source>
        <translation>Usuń ten wiersz.</translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/game_over.py" line="+68"/>
        <source>The game is void: nobody wins.</source>
        <translation>Gra jest nieważna: nikt nie wygrywa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win!</source>
        <translation>Wygrywasz!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} wins!</source>
        <translation>Wygrywa {name}!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All square: nobody owes anyone.</source>
        <translation>Remis: nikt nikomu nic nie jest winien.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{names} share the win!</source>
        <translation>Wygraną dzielą się {names}!</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Settlement: {list}.</source>
        <translation>Rozliczenie: {list}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: {points} points.</source>
        <translation>{name}: {points} pkt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{names}: {points} points each.</source>
        <translation>{names}: po {points} pkt.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%n hint(s)</source>
        <translation>%n podpowiedź|%n podpowiedzi|%n podpowiedzi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n list(s) of options</source>
        <translation>%n lista możliwości|%n listy możliwości|%n list możliwości</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n look(s) at what was missing</source>
        <translation>%n spojrzenie na braki|%n spojrzenia na braki|%n spojrzeń na braki</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n warning(s) from the tutor</source>
        <translation>%n ostrzeżenie nauczyciela|%n ostrzeżenia nauczyciela|%n ostrzeżeń nauczyciela</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n undo(s)</source>
        <translation>%n cofnięcie|%n cofnięcia|%n cofnięć</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Played without help from the coach.</source>
        <translation>Gra bez pomocy trenera.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help from the coach: {help}.</source>
        <translation>Pomoc trenera: {help}.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{game} · %n deal(s)</source>
        <translation>{game} · %n rozdanie|{game} · %n rozdania|{game} · %n rozdań</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{game} · %n round(s)</source>
        <translation>{game} · %n runda|{game} · %n rundy|{game} · %n rund</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Play again with {names} back at their seats</source>
        <translation>Zagraj ponownie, a {names} wracają na swoje miejsca</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Play again</source>
        <translation>Zagraj jeszcze raz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The same players and rules, a new deal</source>
        <translation>Ci sami gracze i zasady, nowe rozdanie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game…</source>
        <translation>Nowa gra…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Scores</source>
        <translation>Wyniki</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Left the game</source>
        <translation>Poza grą</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(left)</source>
        <comment>a player who left</comment>
        <translation>(poza grą)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} went out in {round}.</source>
        <translation>{round}: kończy {name}.</translation>
    </message>
</context>
<context>
    <name>HintService</name>
    <message>
        <location filename="../continental_qt/ui/hint_service.py" line="+165"/>
        <source>the hints process did not start ({error})</source>
        <translation>proces podpowiedzi nie uruchomił się ({error})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the hints process stopped (exit code {code})</source>
        <translation>proces podpowiedzi zakończył się (kod wyjścia {code})</translation>
    </message>
</context>
<context>
    <name>InstanceLock</name>
    <message>
        <location filename="../continental_qt/ui/instance_lock.py" line="+64"/>
        <source>Continental is already running</source>
        <translation>Continental jest już uruchomiony</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continental is already open on this computer. Go on playing in its window: a second copy would write over the game it keeps.</source>
        <translation>Continental jest już otwarty na tym komputerze. Graj dalej w jego oknie: druga kopia nadpisałaby zapisaną w nim grę.</translation>
    </message>
</context>
<context>
    <name>KeysHelp</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/keys_help.py" line="+36"/>
        <source>{a} or {l}, or the menu key</source>
        <translation>{a} lub {l} albo klawisz menu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{left} / {right}</source>
        <translation>{left} / {right}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Draw from the stock</source>
        <translation>Dobierz kartę ze stosu zakrytego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the stock</source>
        <translation>Kliknij stos zakryty</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take the discard</source>
        <translation>Weź odrzuconą kartę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the discard pile</source>
        <translation>Kliknij stos odrzuconych</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Say May I? (buy the discard)</source>
        <translation>Powiedz Mogę? (kup odrzuconą kartę)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pass (let the discard go)</source>
        <translation>Pasuj (zostaw odrzuconą kartę)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click No thanks</source>
        <translation>Kliknij „Nie, dzięki”</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Discard</source>
        <translation>Odrzuć kartę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag a card to the discard pile, or double-click it</source>
        <translation>Przeciągnij kartę na stos odrzuconych albo kliknij ją dwukrotnie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{enter} discards the focused card</source>
        <translation>{enter} odrzuca bieżącą kartę</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Go down (lay your contract)</source>
        <translation>Wyłóż się (połóż swój kontrakt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build the melds in the slots above your hand, then Go down</source>
        <translation>Zbuduj układy w przegródkach nad ręką, potem kliknij „Wyłóż”</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lay off on a table meld</source>
        <translation>Dołóż do układu na stole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag the card onto the meld</source>
        <translation>Przeciągnij kartę na układ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Swap a wild card out of a meld</source>
        <translation>Wymień dziką kartę z układu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag the card it stands for onto the meld</source>
        <translation>Przeciągnij na układ kartę, którą zastępuje dzika karta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reorder your hand</source>
        <translation>Zmień kolejność kart w ręce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag a card along your hand</source>
        <translation>Przeciągnij kartę wzdłuż ręki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shift+{arrows} moves the focused card</source>
        <translation>Shift+{arrows} przesuwa bieżącą kartę</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move through your hand</source>
        <translation>Poruszaj się po kartach w ręce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{arrows}, {home}, {end}</source>
        <translation>{arrows}, {home}, {end}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Select a card</source>
        <translation>Zaznacz kartę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the card</source>
        <translation>Kliknij kartę</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Put cards in a meld slot</source>
        <translation>Włóż karty do przegródki na układ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag them into a slot above your hand</source>
        <translation>Przeciągnij je do przegródki nad ręką</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{first}–{last} puts the selection in that slot</source>
        <translation>{first}–{last} wkłada zaznaczone karty do odpowiedniej przegródki</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The Sort by rank and Sort by suit buttons below the table</source>
        <translation>Przyciski „Wg wartości” i „Wg koloru” pod stołem</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Ask the coach</source>
        <translation>Zapytaj trenera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click Hint, or the Game menu</source>
        <translation>Kliknij Podpowiedź albo menu Gra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{h} the best move, {o} every option ranked, {w} what you miss</source>
        <translation>{h} najlepszy ruch, {o} wszystkie możliwości w kolejności, {w} czego ci brakuje</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Keys with Ctrl or Alt belong to the menus; {first} to {last} read the table aloud (View → Speak)</source>
        <translation>Klawisze z Ctrl lub Alt należą do menu; {first} do {last} czytają stół na głos (Widok → Czytaj)</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>Take staged cards back</source>
        <translation>Cofnij przygotowane karty</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>Click May I?</source>
        <translation>Kliknij „Mogę?”</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Click a staged card</source>
        <translation>Kliknij przygotowaną kartę</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sort your hand</source>
        <translation>Posortuj karty w ręce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{r} by rank, {s} by suit</source>
        <translation>{r} według wartości, {s} według koloru</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Everything a card can do</source>
        <translation>Wszystko, co można zrobić z kartą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right-click the card</source>
        <translation>Kliknij kartę prawym przyciskiem</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Clear the selection</source>
        <translation>Wyczyść zaznaczenie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the selected cards again</source>
        <translation>Kliknij ponownie zaznaczone karty</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show your cards at the privacy screen</source>
        <translation>Pokaż swoje karty na ekranie prywatności</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the button on the screen</source>
        <translation>Kliknij przycisk na ekranie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reach the buttons below the table</source>
        <translation>Przejdź do przycisków pod stołem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the button</source>
        <translation>Kliknij przycisk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{tab} goes from button to button; {space} or {enter} presses one</source>
        <translation>{tab} przechodzi od przycisku do przycisku; {space} lub {enter} go naciska</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Menu commands</source>
        <translation>Polecenia menu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The menu bar</source>
        <translation>Pasek menu</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Keyboard and mouse</source>
        <translation>Klawiatura i mysz</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Action</source>
        <translation>Czynność</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mouse</source>
        <translation>Mysz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys</source>
        <translation>Klawisze</translation>
    </message>
</context>
<context>
    <name>LeaveDialog</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/leave_dialog.py" line="+28"/>
        <location line="+26"/>
        <source>Leave the game</source>
        <translation>Opuść grę</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Leaving the table: {name}</source>
        <translation>Od stołu odchodzi: {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What happens to this seat?</source>
        <translation>Co stanie się z tym miejscem?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Let the computer play this seat</source>
        <translation>Niech za to miejsce gra komputer</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>A player who leaves scores the sum of the two highest totals of the others, and their cards go under the stock. With fewer than two players left the game is void.</source>
        <translation>Gracz, który odchodzi, dostaje sumę dwóch najwyższych wyników pozostałych, a jego karty trafiają pod stos zakryty. Jeśli zostanie mniej niż dwóch graczy, gra jest nieważna.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../continental_qt/ui/main_window.py" line="+396"/>
        <source>Continental</source>
        <translation>Continental</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/bars.py" line="+78"/>
        <source>Scores ▸</source>
        <translation>Wyniki ▸</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/side_panel.py" line="+57"/>
        <source>Scores</source>
        <translation>Wyniki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chart</source>
        <translation>Wykres</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/replay_window.py" line="+82"/>
        <location filename="../continental_qt/ui/window/side_panel.py" line="+1"/>
        <source>Log</source>
        <translation>Dziennik</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/bars.py" line="+95"/>
        <source>Draw (D)</source>
        <translation>Dobierz (D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw from the stock</source>
        <translation>Dobierz kartę ze stosu zakrytego</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take discard (T)</source>
        <translation>Weź odrzuconą (T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the top card of the discard pile</source>
        <translation>Weź wierzchnią kartę ze stosu odrzuconych</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>May I? (M)</source>
        <translation>Mogę? (M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask for the passed discard; you also take a penalty card</source>
        <translation>Poproś o niewziętą odrzuconą kartę; bierzesz też kartę karną</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No thanks (N)</source>
        <translation>Nie, dzięki (N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the discard go</source>
        <translation>Zostaw odrzuconą kartę</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop asking me</source>
        <translation>Nie pytaj mnie więcej</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let every passed discard go from now on, without being asked (Game menu: Ask me about May I?)</source>
        <translation>Od teraz odpuszczaj każdą odrzuconą kartę bez pytania (menu Gra: Pytaj o Mogę?)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+46"/>
        <source>Go down (G)</source>
        <translation>Wyłóż (G)</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Lay down the staged melds</source>
        <translation>Wyłóż przygotowane układy</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take back (U)</source>
        <translation>Cofnij (U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Return the staged cards to your hand</source>
        <translation>Zwróć przygotowane karty do ręki</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint (H)</source>
        <translation>Podpowiedź (H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The best move for your hand, and why</source>
        <translation>Najlepszy ruch dla twoich kart i dlaczego</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sort by rank (R)</source>
        <translation>Wg wartości (R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort your hand by rank</source>
        <translation>Posortuj karty w ręce według wartości</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sort by suit (S)</source>
        <translation>Wg koloru (S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort your hand by suit</source>
        <translation>Posortuj karty w ręce według koloru</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/menu_table.py" line="+60"/>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Restart with the same deal</source>
        <translation>Od nowa z tym &amp;samym rozdaniem</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Open…</source>
        <translation>&amp;Otwórz…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>Ostatnio otwie&amp;rane</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As…</source>
        <translation>Zapisz &amp;jako…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Watch a replay…</source>
        <translation>&amp;Obejrzyj powtórkę…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Re&amp;play this game</source>
        <translation>&amp;Powtórka tej gry</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watch the game just played again, every hand face up</source>
        <translation>Obejrzyj jeszcze raz właśnie rozegraną grę, ze wszystkimi kartami odkrytymi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statystyki…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Hint (H)</source>
        <translation>&amp;Podpowiedź (H)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the &amp;options (O)</source>
        <translation>Pokaż &amp;możliwości (O)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;What am I missing? (W)</source>
        <translation>&amp;Czego mi brakuje? (W)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ask me about &amp;May I?</source>
        <translation>&amp;Pytaj o Mogę?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When off, you let every passed discard go without being asked</source>
        <translation>Gdy wyłączone, każdą niewziętą odrzuconą kartę zostawiasz bez pytania</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Leave the game…</source>
        <translation>Opuść &amp;grę…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Quit</source>
        <translation>&amp;Wyjdź</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Talia czterokolorowa</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;High-contrast cards</source>
        <translation>&amp;Wysoki kontrast kart</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Larger cards</source>
        <translation>Większe karty</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Larger te&amp;xt</source>
        <translation>Większy t&amp;ekst</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Text one and a half times the system&apos;s size</source>
        <translation>Tekst półtora raza większy niż w systemie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Side panel</source>
        <translation>&amp;Panel boczny</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&amp;Animations</source>
        <translation>&amp;Animacje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Off (reduce motion)</source>
        <translation>Wyłączone (mniej ruchu)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Szybko</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normalnie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Wolno</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Tutor: ask before a doubtful move</source>
        <translation>&amp;Nauczyciel: pytaj przed wątpliwym ruchem</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Before a move that loses more than the threshold, ask first</source>
        <translation>Przed ruchem, który traci więcej niż próg, najpierw zapytaj</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tutor&apos;s &amp;threshold</source>
        <translation>&amp;Próg nauczyciela</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n point(s)</source>
        <translation>%n punkt|%n punkty|%n punktów</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A&amp;nnouncements</source>
        <translation>&amp;Komunikaty</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every move</source>
        <translation>Każdy ruch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only what concerns me</source>
        <translation>Tylko to, co mnie dotyczy</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Computer &amp;pace</source>
        <translation>Tempo &amp;komputera</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Read my &amp;hand by suit</source>
        <translation>Przeczytaj &amp;rękę według kolorów</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read my hand by &amp;rank</source>
        <translation>Przeczytaj rękę według &amp;wartości</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the &amp;melds</source>
        <translation>Przeczytaj &amp;układy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the &amp;players</source>
        <translation>Przeczytaj &amp;graczy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the p&amp;iles</source>
        <translation>Przeczytaj &amp;stosy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What can I &amp;do now?</source>
        <translation>Co mogę teraz &amp;zrobić?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How far am I from the &amp;contract?</source>
        <translation>Jak daleko mi do &amp;kontraktu?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the &amp;scores</source>
        <translation>Przeczytaj &amp;wyniki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repeat the &amp;last announcement</source>
        <translation>Powtórz &amp;ostatni komunikat</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spea&amp;k</source>
        <translation>&amp;Czytaj</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Help</source>
        <translation>&amp;Pomoc</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Zasady tej gry</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Keyboard and mouse</source>
        <translation>&amp;Klawiatura i mysz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;About Continental</source>
        <translation>&amp;O programie Continental</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>&amp;Language</source>
        <translation>&amp;Język</translation>
    </message>
    <message>
        <location line="-154"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take back your last meld of this turn, before you discard (games against the computer)</source>
        <translation>Cofnij ostatni wyłożony układ w tej turze, zanim odrzucisz kartę (gry z komputerem)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Allow undo</source>
        <translation>&amp;Pozwól cofać</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>System default</source>
        <translation>Język systemu</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/files.py" line="+141"/>
        <source>A game can be replayed once it is over.</source>
        <translation>Grę można obejrzeć ponownie, gdy się skończy.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/game_dialogs.py" line="+66"/>
        <source>Resume unfinished game</source>
        <translation>Wznów nieukończoną grę</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/may_i_setting.py" line="+65"/>
        <source>No more May I? questions for you. Game menu, Ask me about May I? switches them back on.</source>
        <translation>Nikt już nie zapyta cię o Mogę?. Z powrotem włączysz to w menu Gra, Pytaj o Mogę?.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/game_dialogs.py" line="-42"/>
        <source>Answer May I? first: a player leaves the game from their own hand, not from the shared table.</source>
        <translation>Najpierw odpowiedz na Mogę?: grę opuszcza się przy własnych kartach, nie przy wspólnym stole.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/main_window.py" line="+3"/>
        <source>{name}, deal {seed}</source>
        <translation>{name}, rozdanie nr {seed}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/files.py" line="-38"/>
        <source>Autosave failed: {error}</source>
        <translation>Autozapis nie powiódł się: {error}</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>There is no game to save.</source>
        <translation>Nie ma gry do zapisania.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/dialogs/file_dialogs.py" line="+44"/>
        <source>Save game</source>
        <translation>Zapisz grę</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Continental games (*.continental)</source>
        <translation>Gry Continental (*.continental)</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/files.py" line="+8"/>
        <source>Saved to {path}</source>
        <translation>Zapisano w {path}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/dialogs/file_dialogs.py" line="+34"/>
        <source>Could not save</source>
        <translation>Nie można zapisać</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game was not saved: {error}</source>
        <translation>Gra nie została zapisana: {error}</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Open game</source>
        <translation>Otwórz grę</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/files.py" line="+20"/>
        <location line="+27"/>
        <source>Opening {path}…</source>
        <translation>Otwieranie {path}…</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Opened {path}</source>
        <translation>Otwarto {path}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/dialogs/file_dialogs.py" line="+16"/>
        <source>Could not open the game</source>
        <translation>Nie można otworzyć gry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} could not be opened. The file was not changed.

{why}</source>
        <translation>Nie można otworzyć {path}. Plik nie został zmieniony.

{why}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/privacy_screen.py" line="+183"/>
        <source>{name} may claim the {card} (May I?).</source>
        <translation>{name} może poprosić o {card} (Mogę?).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is {name}&apos;s turn. Everyone else, look away.</source>
        <translation>Teraz ruch gracza {name}. Pozostali, nie patrzcie.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/game_dialogs.py" line="+67"/>
        <source>There is no seat of yours to leave.</source>
        <translation>Nie masz przy stole miejsca, które można opuścić.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/dialogs/file_dialogs.py" line="+97"/>
        <source>No recent games</source>
        <translation>Brak ostatnich gier</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>{file}: {why} It was kept as {kept}.</source>
        <translation>{file}: {why} Zachowano go jako {kept}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The previous autosave is offered instead.</source>
        <translation>Zamiast tego proponowany jest poprzedni autozapis.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A saved game is damaged</source>
        <translation>Zapisana gra jest uszkodzona</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Resume your game?</source>
        <translation>Wznowić grę?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have an unfinished game of {rules} ({round}) with {names}.</source>
        <translation>Masz nieukończoną grę {rules} ({round}) z graczami: {names}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Resume</source>
        <translation>Wznów</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game…</source>
        <translation>Nowa gra…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Open another game?</source>
        <translation>Otworzyć inną grę?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your game of {rules} ({round}) is not finished. The autosave keeps only the game being played: to come back to this one later, save it first with Save As.</source>
        <translation>Twoja gra {rules} ({round}) nie jest ukończona. Autozapis przechowuje tylko bieżącą grę: aby wrócić później do tej gry, najpierw zapisz ją poleceniem „Zapisz jako”.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Open the other game</source>
        <translation>Otwórz inną grę</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/game_dialogs.py" line="+30"/>
        <source>About Continental</source>
        <translation>O programie Continental</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Continental {version}&lt;/h3&gt;&lt;p&gt;Continental Rummy and its family (May I?, Contract Rummy, Liverpool, Shanghai, Carioca) against computer players.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Continental {version}&lt;/h3&gt;&lt;p&gt;Continental Rummy i cała jego rodzina (Mogę?, remik kontraktowy, Liverpool, Shanghai, Carioca) przeciwko graczom komputerowym.&lt;/p&gt;&lt;p&gt;Wolne oprogramowanie na licencji MIT.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/bars.py" line="-136"/>
        <source>Scores ◂</source>
        <translation>Wyniki ◂</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>No game</source>
        <translation>Brak gry</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/main_window.py" line="+36"/>
        <source>Start a new game from the Game menu (Ctrl+N).</source>
        <translation>Nową grę zaczniesz z menu Gra (Ctrl+N).</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/bars.py" line="+171"/>
        <source>Go out (G)</source>
        <translation>Zakończ (G)</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/main_window.py" line="-190"/>
        <source>Card table</source>
        <translation>Stół karciany</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Edge of the side panel: drag to resize it</source>
        <translation>Krawędź panelu bocznego: przeciągnij, aby zmienić jego szerokość</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{hand} reads your hand, {moves} what you can do; View, Speak lists every key that reads the table.</source>
        <translation>{hand} czyta twoje karty, {moves} co możesz zrobić; Widok, Czytaj pokazuje wszystkie klawisze czytające stół.</translation>
    </message>
    <message>
        <location line="+229"/>
        <source>The computer players had to be restarted; {name} is thinking again.</source>
        <translation>Graczy komputerowych trzeba było uruchomić ponownie; {name} znów się zastanawia.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Computer player stopped</source>
        <translation>Gracz komputerowy zatrzymany</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} could not move ({error}). The game is paused.</source>
        <translation>{name} nie może wykonać ruchu ({error}). Gra jest wstrzymana.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/session.py" line="+375"/>
        <source>Statistics are off: the disk is full.</source>
        <translation>Statystyki są wyłączone: dysk jest pełny.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics are off: {error}</source>
        <translation>Statystyki są wyłączone: {error}</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The game could not be added to the statistics: the disk is full. The games recorded before are kept.</source>
        <translation>Nie można dodać gry do statystyk: dysk jest pełny. Wcześniej zapisane gry zostają zachowane.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game could not be added to the statistics: {error}</source>
        <translation>Nie można dodać gry do statystyk: {error}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/main_window.py" line="-142"/>
        <source>The statistics are still opening; try again in a moment.</source>
        <translation>Statystyki wciąż się otwierają; spróbuj za chwilę.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/log_view.py" line="+133"/>
        <source>Following new moves</source>
        <translation>Śledzenie nowych ruchów</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll up to read back; the log stops there</source>
        <translation>Przewiń w górę, aby przeczytać wcześniejsze wpisy; dziennik się tam zatrzyma</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New moves below — click to follow</source>
        <translation>Nowe ruchy poniżej — kliknij, aby śledzić</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>Go to the newest line and follow new moves</source>
        <translation>Przejdź do najnowszego wpisu i śledź nowe ruchy</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Not following — click to follow new moves</source>
        <translation>Śledzenie wyłączone — kliknij, aby śledzić nowe ruchy</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/undo.py" line="+44"/>
        <source>Undo is switched off (Edit menu).</source>
        <translation>Cofanie jest wyłączone (menu Edycja).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only your own melds of this turn can be taken back, before you discard, in a game against the computer.</source>
        <translation>Cofnąć można tylko własne układy z tej tury, zanim odrzucisz kartę, w grze z komputerem.</translation>
    </message>
</context>
<context>
    <name>MayIOffer</name>
    <message>
        <location filename="../continental_qt/ui/table/privacy_screen.py" line="+159"/>
        <source>May I? {name}, do you want the {card}?</source>
        <translation>Mogę? {name}, chcesz {card}?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{turn} did not take the {card}. {name} may take it with %n penalty card(s) from the stock.</source>
        <translation>{turn} nie bierze {card}. {name} może ją wziąć i do tego %n kartę karną ze stosu zakrytego.|{turn} nie bierze {card}. {name} może ją wziąć i do tego %n karty karne ze stosu zakrytego.|{turn} nie bierze {card}. {name} może ją wziąć i do tego %n kart karnych ze stosu zakrytego.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{turn} did not take the {card}. {name} may take it.</source>
        <translation>{turn} nie bierze {card}. {name} może ją wziąć.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{turn} may still take it first.</source>
        <translation>{turn} ma jednak pierwszeństwo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>May I? (M)</source>
        <translation>Mogę? (M)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No thanks (N)</source>
        <translation>Nie, dzięki (N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: see my cards first</source>
        <translation>{name}: najpierw pokaż moje karty</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hand is shown. {name} may answer now, or see their own cards first while the others look away.</source>
        <translation>Żadne karty w ręce nie są widoczne. {name} może odpowiedzieć od razu albo najpierw obejrzeć swoje karty, gdy pozostali nie patrzą.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/new_game_dialog.py" line="+93"/>
        <source>New Game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../continental_qt/ui/texts/names.py" line="+18"/>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Edit rules…</source>
        <translation>&amp;Edytuj zasady…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change any rule of the chosen preset, add house rules, or keep your own rules as a custom preset.</source>
        <translation>Zmień dowolną zasadę wybranego wariantu, dodaj zasady domowe albo zachowaj własne zasady jako własny wariant.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>random</source>
        <translation>losowo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The same deal number deals the same cards, so a game can be played again. Leave it empty for a random deal.</source>
        <translation>Ten sam numer rozdania rozdaje te same karty, więc grę można rozegrać ponownie. Zostaw puste, aby rozdanie było losowe.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>How quickly the computer players make their moves.</source>
        <translation>Jak szybko gracze komputerowi wykonują ruchy.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Zasady:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Players:</source>
        <translation>&amp;Gracze:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name</source>
        <translation>Imię</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played by</source>
        <translation>Kto gra</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Deal number:</source>
        <translation>&amp;Numer rozdania:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Com&amp;puter speed:</source>
        <translation>Szybkość &amp;komputera:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Summary of the rules</source>
        <translation>Podsumowanie zasad</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Start</source>
        <translation>&amp;Rozpocznij</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{name} (damaged)</source>
        <translation>{name} (uszkodzony)</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>Seat {number} needs a name.</source>
        <translation>Miejsce {number} musi mieć imię.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seats {first} and {second} are both called “{name}”.</source>
        <translation>Miejsca {first} i {second} mają to samo imię „{name}”.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose the number of players.</source>
        <translation>Wybierz liczbę graczy.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deal number must be a whole number, or empty for a random deal.</source>
        <translation>Numer rozdania musi być liczbą całkowitą albo pusty dla losowego rozdania.</translation>
    </message>
</context>
<context>
    <name>PlatformCheck</name>
    <message>
        <location filename="../continental_qt/ui/platform_check.py" line="+179"/>
        <source>Continental cannot open its window</source>
        <translation>Continental nie może otworzyć swojego okna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no display to open it on (DISPLAY is not set). Start Continental on the desktop, or over ssh with ssh -X.</source>
        <translation>Nie ma ekranu, na którym można je otworzyć (DISPLAY nie jest ustawione). Uruchom Continental na pulpicie albo przez ssh z ssh -X.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(not named by the system)</source>
        <translation>(system ich nie podał)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qt&apos;s X11 platform plugin needs system libraries that are missing: {names}.</source>
        <translation>Wtyczka platformy X11 biblioteki Qt potrzebuje bibliotek systemowych, których brakuje: {names}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>On Debian or Ubuntu, install them with:
{command}</source>
        <translation>W Debianie lub Ubuntu zainstaluj je poleceniem:
{command}</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <location filename="../continental_qt/ui/table/privacy_screen.py" line="-236"/>
        <source>Pass to {name}</source>
        <translation>Przekaż graczowi {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Answer without looking</source>
        <translation>Odpowiedz w ciemno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I am {name}: show my cards</source>
        <translation>Jestem {name}: pokaż moje karty</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click the button or press F when {name} has the screen. No other key shows the cards.</source>
        <translation>Kliknij przycisk lub naciśnij F, gdy przy ekranie siedzi {name}. Żaden inny klawisz nie pokazuje kart.</translation>
    </message>
</context>
<context>
    <name>Reading</name>
    <message>
        <location filename="../continental_qt/ui/texts/reading.py" line="+43"/>
        <source>No hand of yours is showing.</source>
        <translation>Twoje karty nie są widoczne.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%n card(s).</source>
        <translation>%n karta.|%n karty.|%n kart.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+27"/>
        <source>, </source>
        <comment>between cards in words</comment>
        <translation>, </translation>
    </message>
    <message>
        <location line="-20"/>
        <source>{suit}: {ranks}</source>
        <translation>{ranks} {suit}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>wild: {cards}</source>
        <translation>dzikie karty: {cards}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{wild} as {place}</source>
        <translation>{wild} jako {place}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No melds on the table.</source>
        <translation>Na stole nie ma układów.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{owner}&apos;s run</source>
        <translation>sekwens gracza {owner}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{owner}&apos;s set</source>
        <translation>komplet gracza {owner}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%n card(s) in hand</source>
        <translation>%n karta w ręce|%n karty w ręce|%n kart w ręce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>down</source>
        <translation>wyłożony</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not down</source>
        <translation>niewyłożony</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%n buy(s) used</source>
        <translation>%n wykorzystany zakup|%n wykorzystane zakupy|%n wykorzystanych zakupów</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>left the game</source>
        <translation>opuścił grę</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to play</source>
        <translation>ma ruch</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Stock: %n card(s).</source>
        <translation>Talia: %n karta.|Talia: %n karty.|Talia: %n kart.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The discard pile is empty.</source>
        <translation>Stos odrzuconych jest pusty.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard pile: %n card(s), {card} on top.</source>
        <translation>Stos odrzuconych: %n karta, na wierzchu {card}.|Stos odrzuconych: %n karty, na wierzchu {card}.|Stos odrzuconych: %n kart, na wierzchu {card}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing to do now: it is not your move.</source>
        <translation>Teraz nic: to nie twój ruch.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Go down</source>
        <translation>wyłożyć się</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay off {cards}</source>
        <translation>dołożyć {cards}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Swap {cards} for a wild</source>
        <translation>wymienić {cards} na dziką kartę</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Discard one of %n card(s)</source>
        <translation>odrzucić jedną z %n karty|odrzucić jedną z %n kart|odrzucić jedną z %n kart</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{contract}. You are down.</source>
        <translation>{contract}. Jesteś wyłożony.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{contract}. You can go down now.</source>
        <translation>{contract}. Możesz się teraz wyłożyć.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{contract}. You lack %n card(s).</source>
        <translation>{contract}. Brakuje ci %n karty.|{contract}. Brakuje ci %n kart.|{contract}. Brakuje ci %n kart.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name}: %n point(s).</source>
        <translation>{name}: %n punkt.|{name}: %n punkty.|{name}: %n punktów.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{card}, {position} of {count}, selected</source>
        <translation>{card}, {position} z {count}, zaznaczona</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card}, {position} of {count}</source>
        <translation>{card}, {position} z {count}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{slot}: {cards}.</source>
        <translation>{slot}: {cards}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{slot}: empty.</source>
        <translation>{slot}: puste.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/access_nodes.py" line="+207"/>
        <source>A valid meld.</source>
        <translation>Prawidłowy układ.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Melds on the table: %n</source>
        <translation>Układy na stole: %n|Układy na stole: %n|Układy na stole: %n</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your melds to go down with</source>
        <translation>Twoje układy do wyłożenia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand: %n card(s)</source>
        <translation>Twoja ręka: %n karta|Twoja ręka: %n karty|Twoja ręka: %n kart</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../continental_qt/ui/replay_window.py" line="-12"/>
        <source>Replay: {game}</source>
        <translation>Powtórka: {game}</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+1"/>
        <source>Hands</source>
        <translation>Ręce</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>First move (Home)</source>
        <translation>Pierwszy ruch (Home)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Back one move (Left)</source>
        <translation>Ruch wstecz (strzałka w lewo)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Move</source>
        <translation>Ruch</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Forward one move (Right)</source>
        <translation>Ruch do przodu (strzałka w prawo)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last move (End)</source>
        <translation>Ostatni ruch (End)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Show</source>
        <translation>Pokaż</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}&apos;s view</source>
        <translation>Widok gracza {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spectator (no hand)</source>
        <translation>Widz (bez kart na ręce)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every hand face up</source>
        <translation>Wszystkie karty odkryte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show:</source>
        <translation>Pokaż:</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Move {n} of {total} · {round}</source>
        <translation>Ruch {n} z {total} · {round}</translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/round_summary.py" line="+135"/>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{round} is over</source>
        <translation>{round} — koniec</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {n} is over</source>
        <translation>Runda {n} zakończona</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{who} wins {game}!</source>
        <translation>Zwycięstwo w grze {game}: {who}!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who} share the win in {game}!</source>
        <translation>Zwycięstwo w grze {game} dzielą: {who}!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is void: nobody wins.</source>
        <translation>Gra jest nieważna: nikt nie wygrywa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{round}: {name} went out.</source>
        <translation>{round}: kończy {name}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round {n}: {name} went out.</source>
        <translation>Runda {n}: kończy {name}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{round}: the stock ran out; nobody went out.</source>
        <translation>{round}: skończył się stos zakryty; nikt nie zakończył.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round {n}: the stock ran out; nobody went out.</source>
        <translation>Runda {n}: skończył się stos zakryty; nikt nie zakończył.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards left</source>
        <translation>Pozostałe karty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal</source>
        <translation>To rozdanie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This round</source>
        <translation>Ta runda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scores</source>
        <translation>Wyniki</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Went out</source>
        <translation>Zakończył(a)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Left the game</source>
        <translation>Poza grą</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Fewest points wins.</source>
        <translation>Wygrywa najmniej punktów.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next deal</source>
        <translation>Następne rozdanie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next round</source>
        <translation>Następna runda</translation>
    </message>
</context>
<context>
    <name>RoundsEditor</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/rounds_editor.py" line="-343"/>
        <source>Rounds</source>
        <translation>Rundy</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Add round</source>
        <translation>Dod&amp;aj rundę</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a copy of the selected round after it.</source>
        <translation>Dodaj kopię wybranej rundy za nią.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move up</source>
        <translation>W górę</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move down</source>
        <translation>W dół</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>How many cards each player is dealt in this round.</source>
        <translation>Ile kart dostaje każdy gracz w tej rundzie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards dea&amp;lt:</source>
        <translation>Rozdawanych &amp;kart:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Contract (the melds to lay down to go down):</source>
        <translation>Kontrakt (układy, które trzeba wyłożyć naraz przy wyłożeniu):</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No melds: nothing to lay down (single-hand game).</source>
        <translation>Brak układów: nic się nie wykłada (gra na jedną rękę).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add se&amp;t</source>
        <translation>Dodaj komp&amp;let</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The contract asks for one more set.</source>
        <translation>Kontrakt wymaga jeszcze jednego kompletu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add ru&amp;n</source>
        <translation>Dodaj &amp;sekwens</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The contract asks for one more run.</source>
        <translation>Kontrakt wymaga jeszcze jednego sekwensu.</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>Round {number}: {cards} cards · {contract}</source>
        <translation>Runda {number}: rozdaje się {cards} · {contract}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No round selected</source>
        <translation>Nie wybrano rundy</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round {number}</source>
        <translation>Runda {number}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{number}.</source>
        <translation>{number}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Set</source>
        <comment>meld kind</comment>
        <translation>Komplet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run</source>
        <comment>meld kind</comment>
        <translation>Sekwens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set: cards of one rank. Run: cards of one suit in sequence.</source>
        <translation>Komplet: karty jednej wartości. Sekwens: kolejne karty w jednym kolorze.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>at least </source>
        <translation>co najmniej </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fewest cards this meld may have.</source>
        <translation>Najmniejsza liczba kart w tym układzie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Remove this meld from the contract.</source>
        <translation>Usuń ten układ z kontraktu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove meld {number}</source>
        <translation>Usuń układ {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind of meld {number}</source>
        <translation>Rodzaj układu {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest cards in meld {number}</source>
        <translation>Najmniej kart w układzie {number}</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/rules_dialog.py" line="+17"/>
        <source>Rules — {name}</source>
        <translation>Zasady — {name}</translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/rules_editor.py" line="+69"/>
        <source>Give the preset a name.</source>
        <translation>Nadaj wariantowi nazwę.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A preset name may have at most {limit} characters.</source>
        <translation>Nazwa wariantu może mieć najwyżej {limit} znaków.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A preset name may not start or end with a dot, nor hold any of / \ : * ? &quot; &lt; &gt; |.</source>
        <translation>Nazwa wariantu nie może zaczynać się ani kończyć kropką, ani zawierać znaków / \ : * ? &quot; &lt; &gt; |.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>“{name}” cannot name a file; choose another name.</source>
        <translation>„{name}” nie może być nazwą pliku; wybierz inną nazwę.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is already a preset called “{name}”.</source>
        <translation>Wariant „{name}” już istnieje.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no preset called “{name}”.</source>
        <translation>Nie ma wariantu „{name}”.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is not a regular file (it is a folder, a pipe or a device), so it was not read.</source>
        <translation>To nie jest zwykły plik (to folder, potok lub urządzenie), więc nie został odczytany.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file could not be read: {problem}</source>
        <translation>Nie można odczytać pliku: {problem}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file could not be written: {problem}</source>
        <translation>Nie można zapisać pliku: {problem}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The preset in the file has no name.</source>
        <translation>Wariant w pliku nie ma nazwy.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The preset&apos;s name in the file is longer than {limit} characters.</source>
        <translation>Nazwa wariantu w pliku jest dłuższa niż {limit} znaków.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The preset&apos;s name in the file cannot be used as a file name.</source>
        <translation>Nazwy wariantu z pliku nie można użyć jako nazwy pliku.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file&apos;s version number is missing or not valid.</source>
        <translation>Brak numeru wersji pliku lub jest on niepoprawny.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The version of Continental named in the file is not valid.</source>
        <translation>Wersja Continental podana w pliku jest niepoprawna.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The preset&apos;s name in the file is missing or not text.</source>
        <translation>Brak nazwy wariantu w pliku lub nie jest ona tekstem.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules are missing from the file or not readable.</source>
        <translation>Brak zasad w pliku lub nie da się ich odczytać.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A part of the preset file is missing or not valid.</source>
        <translation>Brak części pliku wariantu lub jest ona niepoprawna.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The rules in the file hold an entry of the wrong kind.</source>
        <translation>Zasady w pliku zawierają wpis niewłaściwego rodzaju.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules in the file lack an entry they need.</source>
        <translation>W zasadach z pliku brakuje potrzebnego wpisu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules in the file hold a number or a list far too large.</source>
        <translation>Zasady w pliku zawierają zdecydowanie za dużą liczbę lub listę.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file holds entries this version of Continental does not know.</source>
        <translation>Plik zawiera wpisy, których ta wersja Continental nie zna.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules in the file are in a form this version of Continental cannot read.</source>
        <translation>Zasady w pliku mają postać, której ta wersja Continental nie potrafi odczytać.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file was made by a newer version of Continental; update Continental to use it.</source>
        <translation>Plik został utworzony przez nowszą wersję Continental; zaktualizuj Continental, aby go użyć.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The rules in the file cannot be played.</source>
        <translation>Według zasad z pliku nie da się grać.</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>The file is far too large to be a rules preset.</source>
        <translation>Plik jest zdecydowanie za duży, aby był wariantem zasad.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The file is not a rules preset: it is not JSON text.</source>
        <translation>Plik nie jest wariantem zasad: nie zawiera tekstu JSON.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is not a rules preset (it may be a saved game or other data).</source>
        <translation>Plik nie jest wariantem zasad (może to być zapisana gra lub inne dane).</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>The rules in the file cannot be used: {reason}</source>
        <translation>Nie można użyć zasad z pliku: {reason}</translation>
    </message>
</context>
<context>
    <name>RulesEditorDialog</name>
    <message>
        <location line="+37"/>
        <source>Rules Editor</source>
        <translation>Edytor zasad</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The preset these rules start from.</source>
        <translation>Wariant, od którego zaczynają się te zasady.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start &amp;from:</source>
        <translation>Wariant &amp;bazowy:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save as…</source>
        <translation>&amp;Zapisz jako…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep these rules as a custom preset under a name of your choice.</source>
        <translation>Zachowaj te zasady jako własny wariant pod wybraną nazwą.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rena&amp;me…</source>
        <translation>Zmień &amp;nazwę…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Give this custom preset another name.</source>
        <translation>Nadaj temu własnemu wariantowi inną nazwę.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Delete</source>
        <translation>&amp;Usuń</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delete this custom preset.</source>
        <translation>Usuń ten własny wariant.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Export…</source>
        <translation>&amp;Eksportuj…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write these rules to a file to share them.</source>
        <translation>Zapisz te zasady do pliku, aby się nimi podzielić.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importuj…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a custom preset from a file someone shared.</source>
        <translation>Dodaj własny wariant z pliku, którym ktoś się podzielił.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>House rules (one click)</source>
        <translation>Zasady domowe (jednym kliknięciem)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deuces wild</source>
        <translation>Dwójki dzikie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red aces wild</source>
        <translation>Czerwone asy dzikie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No May I? in the last three rounds</source>
        <translation>Bez Mogę? w trzech ostatnich rundach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three buys per round</source>
        <translation>Trzy zakupy na rundę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final discard required</source>
        <translation>Obowiązkowe końcowe odrzucenie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every 2 is wild, as well as the jokers.</source>
        <translation>Każda dwójka jest dzika, tak jak jokery.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The aces of hearts and diamonds are wild.</source>
        <translation>Asy kier i karo są dzikie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody may buy a discard in the last three rounds.</source>
        <translation>W trzech ostatnich rundach nikt nie może kupować odrzuconych kart.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player may buy at most three times in a round.</source>
        <translation>Każdy gracz może kupić najwyżej trzy razy w rundzie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Going out needs a discard at the end.</source>
        <translation>Kto kończy, musi na koniec odrzucić kartę.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>mixed</source>
        <translation>różnie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every row of the deck table gets this many jokers per deck.</source>
        <translation>Każdy wiersz tabeli talii dostaje tyle jokerów na talię.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Jokers per deck:</source>
        <translation>&amp;Jokerów na talię:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Summary of the rules</source>
        <translation>Podsumowanie zasad</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&amp;Use these rules</source>
        <translation>Użyj &amp;tych zasad</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo &amp;changes</source>
        <translation>&amp;Cofnij zmiany</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go back to the preset these rules started from.</source>
        <translation>Wróć do wariantu, od którego zaczęły się te zasady.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>{name} (damaged)</source>
        <translation>{name} (uszkodzony)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name}: {reason}</source>
        <translation>{name}: {reason}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Some custom presets cannot be used. {details}</source>
        <translation>Niektórych własnych wariantów nie można użyć. {details}</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>{name} (edited)</source>
        <translation>{name} (zmieniony)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>These rules cannot be played yet:</source>
        <translation>Według tych zasad nie da się jeszcze grać:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These rules can be played.</source>
        <translation>Według tych zasad można grać.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rules Editor — {name}</source>
        <translation>Edytor zasad — {name}</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Name (at most 40 characters):</source>
        <translation>Nazwa (najwyżej 40 znaków):</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{name} (ours)</source>
        <translation>{name} (nasz)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save as custom preset</source>
        <translation>Zapisz jako własny wariant</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Replace preset</source>
        <translation>Zastąp wariant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is already a preset called “{name}”. Replace it?</source>
        <translation>Wariant „{name}” już istnieje. Zastąpić go?</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Saved as “{name}”.</source>
        <translation>Zapisano jako „{name}”.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rename custom preset</source>
        <translation>Zmień nazwę własnego wariantu</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Renamed to “{name}”.</source>
        <translation>Zmieniono nazwę na „{name}”.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Delete preset</source>
        <translation>Usuń wariant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the custom preset “{name}”? This cannot be undone.</source>
        <translation>Usunąć własny wariant „{name}”? Tego nie można cofnąć.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Deleted “{name}”.</source>
        <translation>Usunięto „{name}”.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Export rules</source>
        <translation>Eksportuj zasady</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+17"/>
        <source>Continental rules</source>
        <translation>Zasady Continental</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Exported to {path}.</source>
        <translation>Wyeksportowano do {path}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Import rules</source>
        <translation>Importuj zasady</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{file} was not imported. {reason}</source>
        <translation>Plik {file} nie został zaimportowany. {reason}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Imported as “{name}”.</source>
        <translation>Zaimportowano jako „{name}”.</translation>
    </message>
</context>
<context>
    <name>RulesForm</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/rules_form.py" line="+185"/>
        <source>&amp;Players &amp;&amp; decks</source>
        <translation>&amp;Gracze i talie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fewest players:</source>
        <translation>Najmniej graczy:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The smallest table this game can be played at (at least 2).</source>
        <translation>Najmniejsza liczba graczy, przy której można grać (co najmniej 2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Most players:</source>
        <translation>Najwięcej graczy:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The largest table (at most 12); the decks below must deal everyone.</source>
        <translation>Największa liczba graczy (najwyżej 12); talie poniżej muszą wystarczyć do rozdania wszystkim.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Decks and jokers</source>
        <translation>Talie i jokery</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>For each table size, how many decks are shuffled together and how many jokers in all. The first row whose player count fits the table is used.</source>
        <translation>Dla każdej liczby graczy: ile talii tasuje się razem i ile jokerów dodaje się łącznie. Używany jest pierwszy wiersz, którego liczba graczy pasuje do stołu.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>At the table</source>
        <translation>Przy stole</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>First dealer:</source>
        <translation>Pierwszy rozdający:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>High card</source>
        <translation>Najwyższa karta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low card</source>
        <translation>Najniższa karta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At random</source>
        <translation>Losowo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How the first dealer is chosen: everyone cuts and the highest or lowest card deals, or the computer picks.</source>
        <translation>Jak wybiera się pierwszego rozdającego: wszyscy przekładają i rozdaje najwyższa lub najniższa karta, albo wybiera komputer.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Direction:</source>
        <translation>Kierunek:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clockwise (deal passes left)</source>
        <translation>Zgodnie z ruchem wskazówek zegara (rozdanie przechodzi w lewo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counter-clockwise (deal passes right)</source>
        <translation>Przeciwnie do ruchu wskazówek zegara (rozdanie przechodzi w prawo)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which way play and the deal go round the table.</source>
        <translation>W którą stronę wokół stołu idą gra i rozdanie.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Rounds &amp;&amp; contracts</source>
        <translation>&amp;Rundy i kontrakty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds</source>
        <translation>Rundy</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each round deals its cards and names its contract: the melds a player must lay down together to go down. Select a round to change it.</source>
        <translation>Każda runda ma swoją liczbę rozdawanych kart i swój kontrakt: układy, które gracz musi wyłożyć naraz, aby się wyłożyć. Wybierz rundę, aby ją zmienić.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Melds &amp;&amp; &amp;wilds</source>
        <translation>Układy i &amp;dzikie karty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wild cards</source>
        <translation>Dzikie karty</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jokers are always wild.</source>
        <translation>Jokery są zawsze dzikie.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deuces are wild</source>
        <translation>Dwójki są dzikie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every 2 may stand for any card; in its own place in a run it counts as itself.</source>
        <translation>Każda dwójka może zastąpić dowolną kartę; na swoim własnym miejscu w sekwensie liczy się jako ona sama.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Red aces are wild</source>
        <translation>Czerwone asy są dzikie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The aces of hearts and diamonds may stand for any card, or be used as aces.</source>
        <translation>Asy kier i karo mogą zastąpić dowolną kartę albo być użyte jako asy.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sets and runs</source>
        <translation>Komplety i sekwensy</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sets are allowed</source>
        <translation>Komplety są dozwolone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off: only runs may be melded (the single-hand game).</source>
        <translation>Wyłączone: wykładać można tylko sekwensy (gra na jedną rękę).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shortest set:</source>
        <translation>Najkrótszy komplet:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A set (cards of one rank) needs at least this many cards.</source>
        <translation>Komplet (karty jednej wartości) musi mieć co najmniej tyle kart.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shortest run:</source>
        <translation>Najkrótszy sekwens:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A run (one suit in sequence) needs at least this many cards.</source>
        <translation>Sekwens (kolejne karty w jednym kolorze) musi mieć co najmniej tyle kart.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Longest run:</source>
        <translation>Najdłuższy sekwens:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No run may be longer than this (13 is one of every rank).</source>
        <translation>Żaden sekwens nie może być dłuższy (13 to po jednej karcie każdej wartości).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ace low (A-2-3)</source>
        <translation>As na dole (A-2-3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The ace may start a run below the 2.</source>
        <translation>As może zaczynać sekwens poniżej dwójki.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ace high (Q-K-A)</source>
        <translation>As na górze (Q-K-A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The ace may end a run above the king.</source>
        <translation>As może kończyć sekwens powyżej króla.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Runs go round the corner (K-A-2)</source>
        <translation>Sekwensy przez asa w kółko (K-A-2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A run may pass from the king through the ace to the 2.</source>
        <translation>Sekwens może przechodzić od króla przez asa do dwójki.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Limits on wild cards</source>
        <translation>Ograniczenia dzikich kart</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Natural cards per meld:</source>
        <translation>Kart naturalnych w układzie:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each meld needs at least this many cards that are not used as wilds.</source>
        <translation>Każdy układ musi mieć co najmniej tyle kart, które nie są użyte jako dzikie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Wilds may not outnumber natural cards</source>
        <translation>Dzikich kart nie może być więcej niż naturalnych</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checked after every card added: a meld holds at most as many wilds as naturals.</source>
        <translation>Sprawdzane po każdej dodanej karcie: układ może mieć najwyżej tyle dzikich kart, ile naturalnych.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A set of wilds alone is allowed</source>
        <translation>Komplet z samych dzikich kart jest dozwolony</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three or more wild cards may form a set; only wilds may be added to it.</source>
        <translation>Trzy lub więcej dzikich kart może tworzyć komplet; dokładać do niego można tylko dzikie karty.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No two wilds side by side in a run</source>
        <translation>Bez dwóch dzikich kart obok siebie w sekwensie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A run may not hold two wild cards next to each other.</source>
        <translation>Sekwens nie może zawierać dwóch dzikich kart obok siebie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Playing melds</source>
        <translation>Wykładanie układów</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lay off in the turn you go down</source>
        <translation>Dokładanie w turze wyłożenia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off: adding cards to melds on the table waits until the next turn.</source>
        <translation>Wyłączone: dokładać karty do układów na stole można dopiero w następnej turze.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Swap a wild in a run</source>
        <translation>Wymiana dzikiej karty w sekwensie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player who is down may replace a wild in a run with the card it stands for, and must play the wild at once.</source>
        <translation>Gracz po wyłożeniu może zastąpić dziką kartę w sekwensie kartą, którą ona zastępuje, i musi od razu zagrać tę dziką kartę.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ma&amp;y I?</source>
        <translation>&amp;Mogę?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buying discards</source>
        <translation>Kupowanie odrzuconych kart</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>May I? (buying) is played</source>
        <translation>Gra się w Mogę? (kupowanie)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the player in turn passes the discard, the others may claim it in turn order.</source>
        <translation>Gdy gracz, który ma ruch, nie weźmie odrzuconej karty, pozostali mogą o nią poprosić w kolejności ruchów.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Penalty cards:</source>
        <translation>Karty karne:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The buyer also takes this many cards from the stock.</source>
        <translation>Kupujący bierze też tyle kart ze stosu zakrytego.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Buys per round:</source>
        <translation>Zakupów na rundę:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How often each player may buy in one round.</source>
        <translation>Ile razy każdy gracz może kupić w jednej rundzie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No limit</source>
        <translation>Bez limitu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last rounds without buying:</source>
        <translation>Ostatnie rundy bez kupowania:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No May I? in this many rounds at the end of the game.</source>
        <translation>Bez Mogę? rozgrywa się tyle ostatnich rund gry.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players who are down may buy</source>
        <translation>Gracze po wyłożeniu mogą kupować</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off: once a player has gone down, they can no longer buy.</source>
        <translation>Wyłączone: gracz, który się wyłożył, nie może już kupować.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>First refusal</source>
        <translation>Prawo pierwokupu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After a claim, the player in turn may take the discard instead, without penalty.</source>
        <translation>Gdy ktoś poprosi o kartę, gracz, który ma ruch, może zamiast tego wziąć ją sam, bez kary.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The discarder may buy it back</source>
        <translation>Odrzucający może ją odkupić</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player who threw the card may claim it like the others.</source>
        <translation>Gracz, który odrzucił kartę, może o nią poprosić jak pozostali.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Going out &amp;&amp; scoring</source>
        <translation>Zakończenie i &amp;punktacja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Going out</source>
        <translation>Zakończenie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Final discard:</source>
        <translation>Końcowe odrzucenie:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional</source>
        <translation>Opcjonalne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Required</source>
        <translation>Obowiązkowe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Optional: go out by melding your last card or discarding it. Required: the last card must be a discard.</source>
        <translation>Opcjonalne: kończysz, wykładając ostatnią kartę albo ją odrzucając. Obowiązkowe: ostatnia karta musi zostać odrzucona.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Last round: go out by melding every card</source>
        <translation>Ostatnia runda: zakończenie przez wyłożenie wszystkich kart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the last round no final discard is allowed.</source>
        <translation>W ostatniej rundzie nie wolno kończyć odrzuceniem.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Penalty points for cards left in hand</source>
        <translation>Punkty karne za karty w ręce</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>What each card left in a hand costs at the end of a round.</source>
        <translation>Ile kosztuje na koniec rundy każda karta, która została w ręce.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Down and out in one turn:</source>
        <translation>Wyłożenie i zakończenie w jednej turze:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points for going down and out in the same turn (negative is a bonus).</source>
        <translation>Punkty za wyłożenie i zakończenie w tej samej turze (wartość ujemna to premia).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Single-hand game</source>
        <translation>Gra na jedną rękę</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play the single-hand game</source>
        <translation>Graj w grę na jedną rękę</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No going down: a player goes out by laying down the whole hand in one of the patterns below. Turn sets off and give the rounds no contract.</source>
        <translation>Bez wykładania: gracz kończy, wykładając całą rękę naraz według jednego z poniższych wzorów. Wyłącz komplety i nie dawaj rundom kontraktu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>e.g. 3+3+3+3+3; 4+4+4+3</source>
        <translation>np. 3+3+3+3+3; 4+4+4+3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Going-out patterns:</source>
        <translation>Wzory zakończenia:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run lengths that make up a whole hand, each pattern separated by “;”.</source>
        <translation>Długości sekwensów składające się na całą rękę; wzory oddziel znakiem „;”.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deals in a match:</source>
        <translation>Rozdań w meczu:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many deals a match lasts.</source>
        <translation>Ile rozdań trwa mecz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One deal by each player</source>
        <translation>Każdy gracz rozdaje raz</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>For winning:</source>
        <translation>Za wygraną:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each deuce used as a wild:</source>
        <translation>Każda dwójka jako dzika karta:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each joker:</source>
        <translation>Każdy joker:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Going out without drawing:</source>
        <translation>Zakończenie bez dobierania:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Going out after one draw:</source>
        <translation>Zakończenie po jednym dobraniu:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Using no wild:</source>
        <translation>Bez dzikich kart:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All melds of one suit:</source>
        <translation>Wszystkie układy w jednym kolorze:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What each other player pays the winner of a deal, added up.</source>
        <translation>Ile każdy z pozostałych graczy płaci zwycięzcy rozdania (pozycje się sumują).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Ad&amp;vanced</source>
        <translation>Zaa&amp;wansowane</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the stock runs out</source>
        <translation>Gdy skończy się stos zakryty</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Empty stock:</source>
        <translation>Pusty stos zakryty:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn the discards over once, then the round ends</source>
        <translation>Raz odwróć odrzucone karty, potem runda się kończy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shuffle the discards into a new stock</source>
        <translation>Przetasuj odrzucone karty w nowy stos zakryty</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What happens when no card is left to draw; the top discard always stays.</source>
        <translation>Co się dzieje, gdy nie ma już czego dobrać; wierzchnia odrzucona karta zawsze zostaje.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turn limit per round:</source>
        <translation>Limit tur na rundę:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A round that lasts this many turns ends as if the stock had run out.</source>
        <translation>Runda, która trwa tyle tur, kończy się tak, jakby skończył się stos zakryty.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dealing</source>
        <translation>Rozdawanie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards dealt at a time:</source>
        <translation>Kart rozdawanych naraz:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only changes how the deal looks.</source>
        <translation>Zmienia tylko wygląd rozdawania.</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>The going-out patterns cannot be read: write run lengths joined by “+”, and separate patterns with “;” (for example 3+3+3+3+3; 4+4+4+3).</source>
        <translation>Nie można odczytać wzorów zakończenia: wpisz długości sekwensów połączone „+”, a wzory oddziel „;” (na przykład 3+3+3+3+3; 4+4+4+3).</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../continental_qt/ui/stats/score_chart.py" line="+265"/>
        <source>Running total</source>
        <translation>Suma narastająco</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each player&apos;s total after each deal</source>
        <translation>Łączny wynik każdego gracza po każdym rozdaniu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per deal</source>
        <translation>Na rozdanie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The points of each deal, side by side</source>
        <translation>Punkty każdego rozdania obok siebie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player&apos;s total after each round</source>
        <translation>Łączny wynik każdego gracza po każdej rundzie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per round</source>
        <translation>Na rundę</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The points of each round, side by side</source>
        <translation>Punkty każdej rundy obok siebie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score chart</source>
        <translation>Wykres wyników</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export PNG…</source>
        <translation>Eksportuj PNG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save this chart as a PNG image</source>
        <translation>Zapisz ten wykres jako obraz PNG</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scores appear here after the first round.</source>
        <translation>Wyniki pojawią się tu po pierwszej rundzie.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal {number}</source>
        <translation>Rozdanie {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {number}</source>
        <translation>Runda {number}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Totals after %n deal(s), the best first: {totals}.</source>
        <translation>Sumy po %n rozdaniu, najlepszy pierwszy: {totals}.|Sumy po %n rozdaniach, najlepszy pierwszy: {totals}.|Sumy po %n rozdaniach, najlepszy pierwszy: {totals}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Totals after %n round(s), the best first: {totals}.</source>
        <translation>Sumy po %n rundzie, najlepszy pierwszy: {totals}.|Sumy po %n rundach, najlepszy pierwszy: {totals}.|Sumy po %n rundach, najlepszy pierwszy: {totals}.</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>Total points</source>
        <translation>Punkty razem</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Deal</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>{name} — deal {deal}: {points} (total {total})</source>
        <translation>{name} — rozdanie {deal}: {points} (razem {total})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} — round {round}: {points} (total {total})</source>
        <translation>{name} — runda {round}: {points} (razem {total})</translation>
    </message>
    <message>
        <location line="+78"/>
        <location line="+11"/>
        <source>Export chart</source>
        <translation>Eksportuj wykres</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>PNG images (*.png)</source>
        <translation>Obrazy PNG (*.png)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not write {path}.</source>
        <translation>Nie można zapisać {path}.</translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message>
        <location filename="../continental_qt/ui/stats/score_model.py" line="+112"/>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>R{n}</source>
        <translation>R{n}</translation>
    </message>
</context>
<context>
    <name>Staging</name>
    <message>
        <location filename="../continental_qt/ui/table/hand_row.py" line="+280"/>
        <source>drop cards here</source>
        <translation>upuść tu karty</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../continental_qt/ui/stats/stats_charts.py" line="+80"/>
        <source>Totals, game after game (★ won)</source>
        <translation>Wyniki łączne, gra po grze (★ wygrana)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+209"/>
        <source>Total points</source>
        <translation>Punkty razem</translation>
    </message>
    <message>
        <location line="-205"/>
        <source>Win rate over time</source>
        <translation>Odsetek wygranych w czasie</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+206"/>
        <source>Win rate (%)</source>
        <translation>Odsetek wygranych (%)</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/stats/player_numbers.py" line="+32"/>
        <location filename="../continental_qt/ui/stats/stats_charts.py" line="-202"/>
        <source>Points in a round</source>
        <translation>Punkty w rundzie</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/stats/stats_charts.py" line="+1"/>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+222"/>
        <location line="+10"/>
        <location filename="../continental_qt/ui/stats/stats_model.py" line="+90"/>
        <source>Rounds</source>
        <translation>Rundy</translation>
    </message>
    <message>
        <location line="-174"/>
        <source>Charts of {name}</source>
        <translation>Wykresy gracza {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: totals, game after game (★ won)</source>
        <translation>{name}: wyniki łączne, gra po grze (★ wygrana)</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+17"/>
        <source>Round scores of different rules do not compare:
choose one rule set.</source>
        <translation>Punktów z rozdań według różnych zasad nie da się porównać:
wybierz jeden wariant zasad.</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+26"/>
        <location line="+36"/>
        <location line="+92"/>
        <source>No finished games yet.</source>
        <translation>Nie ma jeszcze ukończonych gier.</translation>
    </message>
    <message>
        <location line="-145"/>
        <location line="+71"/>
        <source>No rounds yet.</source>
        <translation>Nie ma jeszcze rund.</translation>
    </message>
    <message>
        <location line="-68"/>
        <location line="+81"/>
        <source>average {value}</source>
        <translation>średnio {value}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Game {number}</source>
        <translation>Gra {number}</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%n finished game(s), {wins} won; totals from {low} to {high}.</source>
        <translation>%n ukończona gra, wygranych: {wins}; sumy od {low} do {high}.|%n ukończone gry, wygranych: {wins}; sumy od {low} do {high}.|%n ukończonych gier, wygranych: {wins}; sumy od {low} do {high}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game {number}, {date}
{rules}
Total {total}</source>
        <translation>Gra {number}, {date}
{rules}
Razem {total}</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+3"/>
        <location line="+53"/>
        <source>Won</source>
        <translation>Wygrana</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/stats/stats_model.py" line="-57"/>
        <source>Single hand</source>
        <translation>Jedna ręka</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played by</source>
        <translation>Kto gra</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/stats/player_numbers.py" line="-5"/>
        <location filename="../continental_qt/ui/stats/stats_model.py" line="+1"/>
        <source>Games</source>
        <translation>Gry</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/stats/stats_model.py" line="+1"/>
        <source>Wins</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>Odsetek wygranych</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average</source>
        <translation>Średnia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best</source>
        <translation>Najlepszy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worst</source>
        <translation>Najgorszy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coach</source>
        <translation>Trener</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%n unfinished game(s) not counted.</source>
        <translation>Nie liczy się %n nieukończona gra.|Nie liczą się %n nieukończone gry.|Nie liczy się %n nieukończonych gier.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Totals of different rules do not compare: choose one rule set.</source>
        <translation>Wyników według różnych zasad nie da się porównać: wybierz jeden wariant zasad.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rounds played, in finished and unfinished games.</source>
        <translation>Rozegrane rundy w ukończonych i nieukończonych grach.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The coach&apos;s help asked in this person&apos;s games: hints, option lists, what was missing, the tutor&apos;s warnings and undos.</source>
        <translation>Pomoc trenera w grach tej osoby: podpowiedzi, listy możliwości, braki, ostrzeżenia nauczyciela i cofnięcia.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/stats/stats_window.py" line="+55"/>
        <source>The statistics were saved by a newer version of Continental.</source>
        <translation>Statystyki zapisała nowsza wersja Continental.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The statistics file is not one Continental made.</source>
        <translation>Pliku statystyk nie utworzył Continental.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The statistics file is damaged.</source>
        <translation>Plik statystyk jest uszkodzony.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{why} It was kept as “{file}” and new statistics were started.</source>
        <translation>{why} Zachowano go jako „{file}” i rozpoczęto nowe statystyki.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Loading…</source>
        <translation>Wczytywanie…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>All rule sets</source>
        <translation>Wszystkie warianty</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any</source>
        <translation>Dowolni</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Zasady:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Opponents:</source>
        <translation>&amp;Przeciwnicy:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Export &amp;CSV…</source>
        <translation>Eksportuj &amp;CSV…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export chart as &amp;PNG…</source>
        <translation>Eksportuj wykres do P&amp;NG…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No games recorded yet.</source>
        <translation>Nie zapisano jeszcze żadnych gier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every round you finish will show up here.</source>
        <translation>Każda ukończona runda pojawi się tutaj.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Points a round by contract</source>
        <translation>Punkty na rundę według kontraktu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points a round</source>
        <translation>Punkty na rundę</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>The statistics could not be read: the disk is full.</source>
        <translation>Nie można odczytać statystyk: dysk jest pełny.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The statistics could not be read: {error}</source>
        <translation>Nie można odczytać statystyk: {error}</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>No games match these filters.</source>
        <translation>Żadna gra nie pasuje do tych filtrów.</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>{name}: %n finished game(s), {wins} won</source>
        <translation>{name}: %n ukończona gra, wygranych: {wins}|{name}: %n ukończone gry, wygranych: {wins}|{name}: %n ukończonych gier, wygranych: {wins}</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Export statistics</source>
        <translation>Eksportuj statystyki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation>Pliki CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+33"/>
        <source>Saved “{file}”.</source>
        <translation>Zapisano „{file}”.</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Could not save “{file}”: the disk is full.</source>
        <translation>Nie można zapisać „{file}”: dysk jest pełny.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not save “{file}”: {error}</source>
        <translation>Nie można zapisać „{file}”: {error}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Export chart</source>
        <translation>Eksportuj wykres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG images (*.png)</source>
        <translation>Obrazy PNG (*.png)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not save “{file}”.</source>
        <translation>Nie można zapisać „{file}”.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../continental_qt/ui/table/table_view.py" line="+308"/>
        <source>Stock: click to draw (D)</source>
        <translation>Stos zakryty: kliknij, aby dobrać (D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stock {n}</source>
        <translation>stos {n}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>discard pile</source>
        <translation>stos odrzuconych</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>discard pile (empty)</source>
        <translation>stos odrzuconych (pusty)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/table_words.py" line="+29"/>
        <source>down ✓</source>
        <translation>wyłożone ✓</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>buys {u}/{l}</source>
        <translation>zakupy {u}/{l}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>buys {u}</source>
        <translation>zakupy {u}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>left the game</source>
        <translation>poza grą</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/seat_plates.py" line="+55"/>
        <source>{name} ({level}), total {total} points</source>
        <translation>{name} ({level}), razem punktów: {total}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/table_view.py" line="+77"/>
        <source>{name}&apos;s hand</source>
        <translation>{name} – karty</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/table_words.py" line="+6"/>
        <source>Set</source>
        <translation>Komplet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Run</source>
        <translation>Sekwens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{kind} {n} ({min}+)</source>
        <translation>{kind} {n} ({min}+)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{card} (as {rank})</source>
        <translation>{card} (jako {rank})</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your run: {cards}</source>
        <translation>Twój sekwens: {cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s run: {cards}</source>
        <translation>Sekwens gracza {name}: {cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your set: {cards}</source>
        <translation>Twój komplet: {cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s set: {cards}</source>
        <translation>Komplet gracza {name}: {cards}</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>You are down: lay off and go out.</source>
        <translation>Masz wyłożone: dokładaj i kończ.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You can meet the contract now.</source>
        <translation>Możesz teraz spełnić kontrakt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are %n card(s) away.</source>
        <translation>Brakuje ci %n karty.|Brakuje ci %n kart.|Brakuje ci %n kart.</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>Take the {card} before it is bought? (T or N)</source>
        <translation>Wziąć {card}, zanim ktoś ją kupi? (T lub N)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>May I? {name}, take the {card} plus %n penalty card(s)? Press M, or N to pass.</source>
        <translation>Mogę? {name}, weźmiesz {card} i do tego %n kartę karną? Naciśnij M albo N, aby spasować.|Mogę? {name}, weźmiesz {card} i do tego %n karty karne? Naciśnij M albo N, aby spasować.|Mogę? {name}, weźmiesz {card} i do tego %n kart karnych? Naciśnij M albo N, aby spasować.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>May I? Take the {card} plus %n penalty card(s): press M, or N to pass.</source>
        <translation>Mogę? Weź {card} i do tego %n kartę karną: naciśnij M albo N, aby spasować.|Mogę? Weź {card} i do tego %n karty karne: naciśnij M albo N, aby spasować.|Mogę? Weź {card} i do tego %n kart karnych: naciśnij M albo N, aby spasować.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>{name} is deciding on the {card}…</source>
        <translation>{name} decyduje o karcie {card}…</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/table_input.py" line="+364"/>
        <source>Drop one card at a time there.</source>
        <translation>Upuszczaj tam karty pojedynczo.</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>The discard is on offer: {m} says May I?, {n} lets it go.</source>
        <translation>Odrzucona karta jest do wzięcia: {m} mówi Mogę?, {n} ją przepuszcza.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>{slot}: {why}</source>
        <translation>{slot}: {why}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/card_menus.py" line="+59"/>
        <location line="+47"/>
        <source>Discard</source>
        <translation>Odrzuć</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lay off at the low end of {meld}</source>
        <translation>Dołóż na dolny koniec: {meld}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lay off at the high end of {meld}</source>
        <translation>Dołóż na górny koniec: {meld}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay off on {meld}</source>
        <translation>Dołóż: {meld}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Swap into {meld}, wild to its low end</source>
        <translation>Wymień na dziką kartę ({meld}), dzika karta na dolny koniec</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Swap into {meld}, wild to its high end</source>
        <translation>Wymień na dziką kartę ({meld}), dzika karta na górny koniec</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Swap into {meld}, wild to the low end of {target}</source>
        <translation>Wymień na dziką kartę ({meld}), dzika karta na dolny koniec: {target}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap into {meld}, wild to the high end of {target}</source>
        <translation>Wymień na dziką kartę ({meld}), dzika karta na górny koniec: {target}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap into {meld}, wild to {target}</source>
        <translation>Wymień na dziką kartę ({meld}), dziką kartę przenieś: {target}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/table_keys.py" line="+94"/>
        <source>No card has the focus: pick one with ← or →.</source>
        <translation>Żadna karta nie ma fokusu: wybierz ją strzałką ← lub →.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/card_menus.py" line="+28"/>
        <source>the run {low} up to {high}</source>
        <translation>sekwens od {low} do {high}</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>your run {cards}</source>
        <translation>twój sekwens {cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s run {cards}</source>
        <translation>sekwens gracza {name} {cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your set {cards}</source>
        <translation>twój komplet {cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s set {cards}</source>
        <translation>komplet gracza {name} {cards}</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>Put in {slot}</source>
        <translation>Włóż do: {slot}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Back to hand</source>
        <translation>Z powrotem do ręki</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing to do with this card now</source>
        <translation>Teraz nic nie można zrobić z tą kartą</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/replay_hands.py" line="+82"/>
        <location filename="../continental_qt/ui/table/table_words.py" line="+54"/>
        <source>%n card(s)</source>
        <translation>%n karta|%n karty|%n kart</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../continental_qt/ui/texts/base.py" line="+69"/>
        <source>Someone</source>
        <translation>Ktoś</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../continental_qt/ui/texts/names.py" line="+1"/>
        <source>Player {number}</source>
        <translation>Gracz {number}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{first}, {second}</source>
        <comment>list separator</comment>
        <translation>{first}, {second}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{first} and {last}</source>
        <comment>last two items of a list</comment>
        <translation>{first} i {last}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/cards.py" line="+20"/>
        <source>A</source>
        <comment>rank letter of the ace</comment>
        <translation>A</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>J</source>
        <comment>rank letter of the jack</comment>
        <translation>J</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Q</source>
        <comment>rank letter of the queen</comment>
        <translation>Q</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>K</source>
        <comment>rank letter of the king</comment>
        <translation>K</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+17"/>
        <location filename="../continental_qt/ui/texts/rules_summary.py" line="+91"/>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>a set of {length}+</source>
        <translation>komplet {length}+</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a run of {length}+</source>
        <translation>sekwens {length}+</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>one set of {length}+</source>
        <translation>jeden komplet {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two sets of {length}+</source>
        <translation>dwa komplety {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three sets of {length}+</source>
        <translation>trzy komplety {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four sets of {length}+</source>
        <translation>cztery komplety {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>five sets of {length}+</source>
        <translation>pięć kompletów {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>six sets of {length}+</source>
        <translation>sześć kompletów {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n sets of {length}+</source>
        <translation>%n komplet {length}+|%n komplety {length}+|%n kompletów {length}+</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>one run of {length}+</source>
        <translation>jeden sekwens {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two runs of {length}+</source>
        <translation>dwa sekwensy {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three runs of {length}+</source>
        <translation>trzy sekwensy {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four runs of {length}+</source>
        <translation>cztery sekwensy {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>five runs of {length}+</source>
        <translation>pięć sekwensów {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>six runs of {length}+</source>
        <translation>sześć sekwensów {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n runs of {length}+</source>
        <translation>%n sekwens {length}+|%n sekwensy {length}+|%n sekwensów {length}+</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No contract</source>
        <translation>Bez kontraktu</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Go out with all {cards} cards in runs: {patterns}.</source>
        <translation>Kończy się wszystkimi {cards} kartami w sekwensach: {patterns}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{first} or {last}</source>
        <comment>last two choices of a list</comment>
        <translation>{first} lub {last}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>All {cards} cards in runs</source>
        <translation>Wszystkie {cards} kart w sekwensach</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal {number} of {total}</source>
        <translation>Rozdanie {number} z {total}</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+31"/>
        <source>Deal {number}</source>
        <translation>Rozdanie {number}</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+10"/>
        <source>{head} · {goal}</source>
        <translation>{head} · {goal}</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Round {number} of {total}</source>
        <translation>Runda {number} z {total}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Round {number}</source>
        <translation>Runda {number}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>D{number}</source>
        <comment>score sheet column: deal</comment>
        <translation>R{number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R{number}</source>
        <comment>score sheet column: round</comment>
        <translation>R{number}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Highest total wins.</source>
        <translation>Wygrywa najwyższa suma.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest points wins.</source>
        <translation>Wygrywa najmniej punktów.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Highest total: leading</source>
        <translation>Najwyższa suma: prowadzi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest points: leading</source>
        <translation>Najmniej punktów: prowadzi</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/reasons.py" line="+18"/>
        <source>set</source>
        <comment>meld kind</comment>
        <translation>komplet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>run</source>
        <comment>meld kind</comment>
        <translation>sekwens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>meld</source>
        <comment>a set or a run</comment>
        <translation>układ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have to draw first.</source>
        <translation>Najpierw musisz dobrać kartę.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have already drawn this turn.</source>
        <translation>W tej turze karta jest już dobrana.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait until the May I? question is settled.</source>
        <translation>Zaczekaj, aż sprawa Mogę? się rozstrzygnie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The round is over: deal the next round first.</source>
        <translation>Runda się skończyła: najpierw rozdaj następną rundę.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+36"/>
        <source>The game is over.</source>
        <translation>Gra się skończyła.</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>You cannot do that now.</source>
        <translation>Teraz nie możesz tego zrobić.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {round}: {problem}</source>
        <translation>Runda {round}: {problem}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>It is not your turn.</source>
        <translation>To nie twoja tura.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The next player must take the screen first.</source>
        <translation>Najpierw następny gracz musi przejąć ekran.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The round is over: continue from the summary first.</source>
        <translation>Runda się skończyła: najpierw kontynuuj z podsumowania.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game does not know that move.</source>
        <translation>Gra nie zna takiego ruchu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This is only a view of the game; it cannot be changed.</source>
        <translation>To tylko podgląd gry; nie można go zmienić.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The discard pile is empty.</source>
        <translation>Stos odrzuconych jest pusty.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card is not in your hand.</source>
        <translation>Nie masz tej karty w ręce.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same card is used twice.</source>
        <translation>Ta sama karta jest użyta dwa razy.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have already gone down this round.</source>
        <translation>W tej rundzie masz już wyłożone.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have to go down before you can lay off.</source>
        <translation>Zanim zaczniesz dokładać, musisz się wyłożyć.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may not lay off in the turn you went down.</source>
        <translation>W turze wyłożenia nie wolno dokładać.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That meld is not on the table.</source>
        <translation>Tego układu nie ma na stole.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such player.</source>
        <translation>Nie ma takiego gracza.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wild cards may not be swapped in this game.</source>
        <translation>W tej grze nie wolno wymieniać dzikich kart.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep one card: going out needs a final discard.</source>
        <translation>Zatrzymaj jedną kartę: zakończenie wymaga końcowego odrzucenia.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may not discard your last card: go out by melding it instead.</source>
        <translation>Nie wolno odrzucić ostatniej karty: zakończ, wykładając ją.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That would leave you one card you cannot meld, and in this round you must go out by melding, not by discarding.</source>
        <translation>Zostałaby ci jedna karta, której nie da się wyłożyć, a w tej rundzie trzeba zakończyć wyłożeniem, nie odrzuceniem.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In this game there is no going down: you go out with all your cards at once.</source>
        <translation>W tej grze nie ma wykładania: kończy się wszystkimi kartami naraz.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Going out in one move belongs to the single-hand game.</source>
        <translation>Zakończenie jednym ruchem należy do gry na jedną rękę.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To go out, lay down every card but the one you discard after drawing.</source>
        <translation>Aby zakończyć, wyłóż wszystkie karty oprócz tej, którą odrzucisz po dobraniu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Runs of {lengths} cards do not make a pattern for going out.</source>
        <translation>Sekwensy o długościach {lengths} nie tworzą wzoru zakończenia.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Those runs do not make a pattern for going out.</source>
        <translation>Te sekwensy nie tworzą wzoru zakończenia.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Those cards do not make a valid meld.</source>
        <translation>Te karty nie tworzą poprawnego układu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That card cannot be laid off there.</source>
        <translation>Tej karty nie można tam dołożyć.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That swap is not possible.</source>
        <translation>Ta wymiana jest niemożliwa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Those melds are not this round&apos;s contract.</source>
        <translation>Te układy nie są kontraktem tej rundy.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This round&apos;s contract asks for %n meld(s).</source>
        <translation>Kontrakt tej rundy wymaga %n układu.|Kontrakt tej rundy wymaga %n układów.|Kontrakt tej rundy wymaga %n układów.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay down exactly the melds the contract asks for.</source>
        <translation>Wyłóż dokładnie te układy, których wymaga kontrakt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your melds must be the sets and runs the contract asks for.</source>
        <translation>Twoje układy muszą być tymi kompletami i sekwensami, których wymaga kontrakt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A contract meld here needs at least %n card(s).</source>
        <translation>Układ kontraktu wymaga tu co najmniej %n karty.|Układ kontraktu wymaga tu co najmniej %n kart.|Układ kontraktu wymaga tu co najmniej %n kart.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A meld is shorter than the contract asks for.</source>
        <translation>Któryś układ jest krótszy, niż wymaga kontrakt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The wild cards cannot stand where you placed them.</source>
        <translation>Dzikie karty nie mogą stać tam, gdzie je umieszczono.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only a wild card in a run can be swapped.</source>
        <translation>Wymienić można tylko dziką kartę w sekwensie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap a wild with a natural card of the run&apos;s suit.</source>
        <translation>Wymień dziką kartę na kartę naturalną w kolorze sekwensu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No wild card in that run stands for this card.</source>
        <translation>Żadna dzika karta w tym sekwensie nie zastępuje tej karty.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No cards staged here yet.</source>
        <translation>Nie ma tu jeszcze żadnych kart.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not enough cards for this meld.</source>
        <translation>Za mało kart na ten układ.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The entry “{field}” is too long (limit {limit}).</source>
        <translation>Wpis „{field}” jest za długi (limit {limit}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This run would be longer than the rules allow.</source>
        <translation>Ten sekwens byłby dłuższy, niż pozwalają zasady.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>A game for {min} to {max} players is not possible: it needs at least 2 players, and the minimum may not be more than the maximum.</source>
        <translation>Gra dla {min}–{max} graczy jest niemożliwa: wymaga co najmniej 2 graczy, a minimum nie może być większe niż maksimum.</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The turn limit per round is too low: it must be at least 10.</source>
        <translation>Limit tur na rundę jest za niski: musi wynosić co najmniej 10.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The setting “{field}” no longer exists and was left out.</source>
        <translation>Ustawienie „{field}” już nie istnieje i zostało pominięte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A setting that no longer exists was left out.</source>
        <translation>Pominięto ustawienie, które już nie istnieje.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>The file is not a regular file (it is a folder, a pipe or a device), so it was not read.</source>
        <translation>Plik nie jest zwykłym plikiem (to folder, potok lub urządzenie), więc nie został odczytany.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file could not be read: {problem}</source>
        <translation>Nie można odczytać pliku: {problem}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The file is not a saved game of Continental.</source>
        <translation>Plik nie jest zapisaną grą Continental.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file was written by a newer version of Continental; update Continental to open it.</source>
        <translation>Ten plik zapisała nowsza wersja Continental; zaktualizuj Continental, aby go otworzyć.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This file was written by an older version of Continental that this version cannot read.</source>
        <translation>Ten plik zapisała starsza wersja Continental, a ta wersja nie potrafi go odczytać.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Move {number} in the file cannot be read.</source>
        <translation>Nie można odczytać ruchu {number} z pliku.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The moves in the file do not follow the rules: move {number} cannot be played in the position before it.</source>
        <translation>Ruchy w pliku nie są zgodne z zasadami: ruchu {number} nie da się zagrać w pozycji, która go poprzedza.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The moves in the file do not follow the rules.</source>
        <translation>Ruchy w pliku nie są zgodne z zasadami.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game was saved by an older version of Continental whose rules would not play it in the same way, so it cannot be continued.</source>
        <translation>Tę grę zapisała starsza wersja Continental, której zasady nie rozegrałyby jej tak samo, więc nie można jej kontynuować.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/prompts.py" line="+25"/>
        <source>Round over — see the summary</source>
        <translation>Koniec rundy — zobacz podsumowanie</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/reasons.py" line="-280"/>
        <location filename="../continental_qt/ui/texts/rules_summary.py" line="+82"/>
        <source>Every meld needs at least one natural card.</source>
        <translation>Każdy układ musi mieć co najmniej jedną kartę naturalną.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This meld needs more natural cards.</source>
        <translation>Ten układ potrzebuje więcej kart naturalnych.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wilds may not outnumber natural cards.</source>
        <translation>Dzikich kart nie może być więcej niż naturalnych.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A set needs cards of one rank.</source>
        <translation>Komplet wymaga kart jednej wartości.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A run needs cards of one suit.</source>
        <translation>Sekwens wymaga kart jednego koloru.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A run cannot hold the same rank twice.</source>
        <translation>Sekwens nie może zawierać tej samej wartości dwa razy.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These cards leave gaps in the run that the wilds cannot fill.</source>
        <translation>Te karty zostawiają w sekwensie luki, których dzikie karty nie wypełnią.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../continental_qt/ui/texts/rules_summary.py" line="+10"/>
        <source>Two wild cards may not sit side by side in a run.</source>
        <translation>W sekwensie dwie dzikie karty nie mogą leżeć obok siebie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round {round} asks for a set, but this game has no sets.</source>
        <translation>Runda {round} wymaga kompletu, ale w tej grze nie ma kompletów.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has no sets: meld runs only.</source>
        <translation>W tej grze nie ma kompletów: wykładaj tylko sekwensy.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only wild cards can be added to a set of wild cards.</source>
        <translation>Do kompletu z dzikich kart można dokładać tylko dzikie karty.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A meld must be a set or a run.</source>
        <translation>Układ musi być kompletem albo sekwensem.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card does not fit this meld.</source>
        <translation>Ta karta nie pasuje do tego układu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card is not of this run&apos;s suit.</source>
        <translation>Ta karta nie jest w kolorze tego sekwensu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This meld has no room for another card there.</source>
        <translation>W tym układzie nie ma tam miejsca na kolejną kartę.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose which end of the run the wild card goes on.</source>
        <translation>Wybierz, na który koniec sekwensu ma trafić dzika karta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card can only go on the low or the high end of a run.</source>
        <translation>Karta może trafić tylko na dolny albo górny koniec sekwensu.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The rules have no id.</source>
        <translation>Zasady nie mają identyfikatora.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>At most {limit} players can play, not {max}.</source>
        <translation>Grać może najwyżej {limit} graczy, nie {max}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game is for {min} to {max} players, not {players}.</source>
        <translation>Ta gra jest dla {min}–{max} graczy, nie dla {players}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The rules say nothing about the decks to use.</source>
        <translation>Zasady nie określają, jakich talii użyć.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A table of {decks} decks and {jokers} jokers is not possible (1 to 8 decks, at most 4 jokers per deck).</source>
        <translation>Talie: {decks}, jokery: {jokers} – to niemożliwe (od 1 do 8 talii, najwyżej 4 jokery na talię).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The rules have no rounds.</source>
        <translation>Zasady nie mają żadnych rund.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sets and runs need at least 2 cards (here: sets {set_min}, runs {run_min}).</source>
        <translation>Komplety i sekwensy muszą mieć co najmniej 2 karty (tutaj: komplety {set_min}, sekwensy {run_min}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The longest run must be 3 to 13 cards, not {value}.</source>
        <translation>Najdłuższy sekwens musi mieć od 3 do 13 kart, nie {value}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The shortest run ({run_min}) is longer than the longest run ({max}).</source>
        <translation>Najkrótszy sekwens ({run_min}) jest dłuższy niż najdłuższy ({max}).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The ace must be allowed low, high or round the corner.</source>
        <translation>As musi być dozwolony na dole, na górze albo w sekwensie w kółko (K-A-2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards must be dealt at least one at a time.</source>
        <translation>Trzeba rozdawać co najmniej po jednej karcie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The number of deals in a match cannot be negative.</source>
        <translation>Liczba rozdań w meczu nie może być ujemna.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settlement payments cannot be negative.</source>
        <translation>Płatności w rozliczeniu nie mogą być ujemne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The single-hand game has no round contracts; it uses going-out patterns.</source>
        <translation>Gra na jedną rękę nie ma kontraktów rund; używa wzorów zakończenia.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deck table must list player counts in rising order, each once.</source>
        <translation>Tabela talii musi podawać liczby graczy rosnąco, każdą raz.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The natural cards a meld needs must be between 0 and the meld minimum.</source>
        <translation>Liczba kart naturalnych w układzie musi być między 0 a minimalną długością układu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>May I? penalties, limits and rounds cannot be negative.</source>
        <translation>Kary, limity i rundy Mogę? nie mogą być ujemne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown rule for the final discard: “{value}”.</source>
        <translation>Nieznana zasada końcowego odrzucenia: „{value}”.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown rule for an empty stock: “{value}”.</source>
        <translation>Nieznana zasada pustego stosu zakrytego: „{value}”.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown way to choose the first dealer: “{value}”.</source>
        <translation>Nieznany sposób wyboru pierwszego rozdającego: „{value}”.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play must go clockwise or counter-clockwise.</source>
        <translation>Gra musi iść zgodnie z ruchem wskazówek zegara albo przeciwnie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The points table needs 14 values (joker, ace to king), none negative.</source>
        <translation>Tabela punktów wymaga 14 wartości (joker, as do króla), żadnej ujemnej.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The single-hand game is played with runs only; sets must be off.</source>
        <translation>W grę na jedną rękę gra się tylko sekwensami; komplety muszą być wyłączone.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The single-hand game needs at least one pattern for going out.</source>
        <translation>Gra na jedną rękę wymaga co najmniej jednego wzoru zakończenia.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the pattern {pattern} a run is shorter than 3 or longer than allowed.</source>
        <translation>We wzorze {pattern} sekwens jest krótszy niż 3 lub dłuższy, niż wolno.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At least one card must be dealt.</source>
        <translation>Trzeba rozdać co najmniej jedną kartę.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The round has no contract.</source>
        <translation>Runda nie ma kontraktu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown kind of meld “{kind}”.</source>
        <translation>Nieznany rodzaj układu „{kind}”.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A run of {length} is longer than the rules allow.</source>
        <translation>Sekwens długości {length} jest dłuższy, niż pozwalają zasady.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A {kind} in the contract is shorter than a {kind} may be.</source>
        <translation>W kontrakcie jest {kind} krótszy, niż wolno.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The pattern {pattern} does not add up to the {dealt} cards dealt.</source>
        <translation>Wzór {pattern} nie sumuje się do liczby rozdanych kart ({dealt}).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The contract needs {need} cards, but a player can hold at most {most}.</source>
        <translation>Kontrakt wymaga kart: {need}, a gracz może mieć najwyżej {most}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>With {players} players the decks hold {cards} cards, but dealing needs {need}.</source>
        <translation>Przy {players} graczach talie mają {cards} kart, a rozdanie wymaga {need}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>These rules cannot be played.</source>
        <translation>Według tych zasad nie da się grać.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules file is not valid JSON.</source>
        <translation>Plik zasad nie jest poprawnym JSON-em.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The entry “{field}” has the wrong type.</source>
        <translation>Wpis „{field}” ma zły typ.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The entry “{field}” is out of range.</source>
        <translation>Wpis „{field}” jest poza zakresem.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The entry “{field}” is missing.</source>
        <translation>Brak wpisu „{field}”.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An entry of the rules file is malformed.</source>
        <translation>Któryś wpis pliku zasad jest błędnie zapisany.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown entries: {fields}.</source>
        <translation>Nieznane wpisy: {fields}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file is not in a format Continental knows.</source>
        <translation>Plik nie jest w formacie znanym Continental.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file was made by a newer version of Continental.</source>
        <translation>Plik został utworzony przez nowszą wersję Continental.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The file is not a saved game: it is not readable JSON text.</source>
        <translation>Plik nie jest zapisaną grą: nie zawiera czytelnego tekstu JSON.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The file is far too large to be a saved game.</source>
        <translation>Plik jest zdecydowanie za duży, aby był zapisaną grą.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file lists {seats} seats, but the game in it has {players} players.</source>
        <translation>Plik wymienia {seats} miejsc, ale zapisana w nim gra ma {players} graczy.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file&apos;s list of players does not match the game in it.</source>
        <translation>Lista graczy w pliku nie pasuje do zapisanej w nim gry.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game is not a readable document.</source>
        <translation>Zapisana gra nie jest czytelnym dokumentem.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The saved game holds a move that cannot be read.</source>
        <translation>Zapisana gra zawiera ruch, którego nie da się odczytać.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game is too large.</source>
        <translation>Zapisana gra jest za duża.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The saved game does not replay to the saved position; it may be damaged or from another version.</source>
        <translation>Odtworzenie zapisanej gry nie prowadzi do zapisanej pozycji; gra może być uszkodzona lub z innej wersji.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The file&apos;s version number is missing or not valid.</source>
        <translation>Brak numeru wersji pliku lub jest on niepoprawny.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The name of the file&apos;s rules is missing or not valid.</source>
        <translation>Brak nazwy zasad w pliku lub jest ona niepoprawna.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The speed of the computer players in the file is missing or not valid.</source>
        <translation>Brak tempa graczy komputerowych w pliku lub jest ono niepoprawne.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The date the file was saved is not valid.</source>
        <translation>Data zapisania pliku jest niepoprawna.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The version of Continental named in the file is not valid.</source>
        <translation>Wersja Continental podana w pliku jest niepoprawna.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game&apos;s identity in the file is not valid.</source>
        <translation>Identyfikator gry w pliku jest niepoprawny.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file&apos;s list of players is missing or not valid.</source>
        <translation>Brak listy graczy w pliku lub jest ona niepoprawna.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player&apos;s name in the file is missing, blank or longer than {limit} characters.</source>
        <translation>Brak imienia gracza w pliku albo jest ono puste lub dłuższe niż {limit} znaków.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A player&apos;s name in the file is missing, blank or too long.</source>
        <translation>Brak imienia gracza w pliku albo jest ono puste lub za długie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player in the file is neither a person nor a known computer level.</source>
        <translation>Gracz w pliku nie jest ani człowiekiem, ani znanym poziomem komputera.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game in the file is missing or cannot be replayed.</source>
        <translation>Brak gry w pliku lub nie da się jej odtworzyć.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The check of the saved position is missing from the file.</source>
        <translation>W pliku brakuje sumy kontrolnej zapisanej pozycji.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The number of players in the file is missing or does not fit its rules.</source>
        <translation>Brak liczby graczy w pliku lub nie pasuje ona do zasad gry.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deal number in the file is missing or not valid.</source>
        <translation>Brak numeru rozdania w pliku lub jest on niepoprawny.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The list of moves in the file is missing or not valid.</source>
        <translation>Brak listy ruchów w pliku lub jest ona niepoprawna.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A part of the saved game is missing or not valid.</source>
        <translation>Brak części zapisanej gry lub jest ona niepoprawna.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The rules in the file hold an entry of the wrong kind.</source>
        <translation>Zasady w pliku zawierają wpis niewłaściwego rodzaju.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules in the file lack an entry they need.</source>
        <translation>W zasadach z pliku brakuje potrzebnego wpisu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules in the file hold a number or a list far too large.</source>
        <translation>Zasady w pliku zawierają zdecydowanie za dużą liczbę lub listę.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules in the file hold entries this version of Continental does not know.</source>
        <translation>Zasady w pliku zawierają wpisy, których ta wersja Continental nie zna.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules in the file are in a form this version of Continental cannot read.</source>
        <translation>Zasady w pliku mają postać, której ta wersja Continental nie potrafi odczytać.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The saved game&apos;s rules cannot be played: {reason}</source>
        <translation>Według zasad zapisanej gry nie da się grać: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The saved game&apos;s rules cannot be played.</source>
        <translation>Według zasad zapisanej gry nie da się grać.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the file or its folder does not exist.</source>
        <translation>plik lub jego folder nie istnieje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you do not have permission to use it.</source>
        <translation>nie masz uprawnień, aby go użyć.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a folder, not a file.</source>
        <translation>to folder, a nie plik.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full.</source>
        <translation>dysk jest pełny.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is read-only.</source>
        <translation>dysk jest tylko do odczytu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file name is too long.</source>
        <translation>nazwa pliku jest za długa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is too large for the disk.</source>
        <translation>plik jest za duży dla tego dysku.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk reported an error.</source>
        <translation>dysk zgłosił błąd.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is in use by another program.</source>
        <translation>plik jest używany przez inny program.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the system refused.</source>
        <translation>system odmówił wykonania operacji.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The file is not a saved game Continental can read.</source>
        <translation>Plik nie jest zapisaną grą, którą Continental potrafi odczytać.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The file could not be written: {problem}</source>
        <translation>Nie można zapisać pliku: {problem}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file could not be written because of an unexpected error.</source>
        <translation>Nie można zapisać pliku z powodu nieoczekiwanego błędu.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>That is not allowed ({code}).</source>
        <translation>To niedozwolone ({code}).</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/events.py" line="+37"/>
        <source>on your own run</source>
        <translation>do własnego sekwensu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on their own run</source>
        <translation>do swojego sekwensu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on your run</source>
        <translation>do twojego sekwensu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on {owner}&apos;s run</source>
        <translation>do sekwensu gracza {owner}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on your own set</source>
        <translation>do własnego kompletu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on their own set</source>
        <translation>do swojego kompletu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on your set</source>
        <translation>do twojego kompletu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on {owner}&apos;s set</source>
        <translation>do kompletu gracza {owner}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/base.py" line="+21"/>
        <source>you</source>
        <translation>ty</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/events.py" line="+36"/>
        <source>You drew the {card} from the stock.</source>
        <translation>Dobierasz {card} ze stosu zakrytego.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} drew from the stock.</source>
        <translation>{name} dobiera ze stosu zakrytego.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You took the {card} from the discard pile.</source>
        <translation>Bierzesz {card} ze stosu odrzuconych.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} took the {card} from the discard pile.</source>
        <translation>{name} bierze {card} ze stosu odrzuconych.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You did not take the {card}: May I? is open.</source>
        <translation>Nie bierzesz {card}: zaczyna się Mogę?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} did not take the {card}: May I? is open.</source>
        <translation>{name} nie bierze {card}: zaczyna się Mogę?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You used first refusal on the {card}.</source>
        <translation>Korzystasz z prawa pierwokupu na {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} used first refusal on the {card}.</source>
        <translation>{name} korzysta z prawa pierwokupu na {card}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You declined first refusal.</source>
        <translation>Rezygnujesz z prawa pierwokupu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} declined first refusal.</source>
        <translation>{name} rezygnuje z prawa pierwokupu.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You discarded the {card}.</source>
        <translation>Odrzucasz {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} discarded the {card}.</source>
        <translation>{name} odrzuca {card}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The discard pile was turned over as the new stock (%n card(s)).</source>
        <translation>Stos odrzuconych odwrócono jako nowy stos zakryty (%n karta).|Stos odrzuconych odwrócono jako nowy stos zakryty (%n karty).|Stos odrzuconych odwrócono jako nowy stos zakryty (%n kart).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The discard pile was shuffled into a new stock (%n card(s)).</source>
        <translation>Odrzucone karty przetasowano w nowy stos zakryty (%n karta).|Odrzucone karty przetasowano w nowy stos zakryty (%n karty).|Odrzucone karty przetasowano w nowy stos zakryty (%n kart).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The round reached its limit of %n turn(s).</source>
        <translation>Runda osiągnęła limit %n tury.|Runda osiągnęła limit %n tur.|Runda osiągnęła limit %n tur.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You left the game.</source>
        <translation>Opuszczasz grę.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} left the game.</source>
        <translation>{name} opuszcza grę.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: {event}</source>
        <comment>an event the log does not know</comment>
        <translation>{name}: {event}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>New deal: you deal; the upcard is the {card}.</source>
        <translation>Nowe rozdanie: rozdajesz ty; odkryta karta to {card}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New deal: {dealer} deals; the upcard is the {card}.</source>
        <translation>Nowe rozdanie: rozdaje {dealer}; odkryta karta to {card}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {number} of {total}: you deal; the upcard is the {card}.</source>
        <translation>Runda {number} z {total}: rozdajesz ty; odkryta karta to {card}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round {number} of {total}: {dealer} deals; the upcard is the {card}.</source>
        <translation>Runda {number} z {total}: rozdaje {dealer}; odkryta karta to {card}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You asked for the {card} (May I?); {turn} has first refusal.</source>
        <translation>Prosisz o {card} (Mogę?); prawo pierwokupu ma {turn}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} asked for the {card} (May I?); you have first refusal.</source>
        <translation>{name} prosi o {card} (Mogę?); prawo pierwokupu masz ty.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} asked for the {card} (May I?); {turn} has first refusal.</source>
        <translation>{name} prosi o {card} (Mogę?); prawo pierwokupu ma {turn}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You bought the {card} (May I?).</source>
        <translation>Kupujesz {card} (Mogę?).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You bought the {card} (May I?) and took the {penalty} as a penalty.</source>
        <translation>Kupujesz {card} (Mogę?) i za karę bierzesz {penalty}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} bought the {card} (May I?).</source>
        <translation>{name} kupuje {card} (Mogę?).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} bought the {card} (May I?) and %n penalty card(s).</source>
        <translation>{name} kupuje {card} (Mogę?) i %n kartę karną.|{name} kupuje {card} (Mogę?) i %n karty karne.|{name} kupuje {card} (Mogę?) i %n kart karnych.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You went out with {melds}.</source>
        <translation>Kończysz: {melds}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} went out with {melds}.</source>
        <translation>{name} kończy: {melds}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You went down: {melds}.</source>
        <translation>Wykładasz: {melds}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} went down: {melds}.</source>
        <translation>{name} wykłada: {melds}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You went out with runs of {sizes} cards.</source>
        <translation>Kończysz sekwensami o długościach {sizes}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} went out with runs of {sizes} cards.</source>
        <translation>{name} kończy sekwensami o długościach {sizes}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You went down with %n meld(s).</source>
        <translation>Wykładasz %n układ.|Wykładasz %n układy.|Wykładasz %n układów.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} went down with %n meld(s).</source>
        <translation>{name} wykłada %n układ.|{name} wykłada %n układy.|{name} wykłada %n układów.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You laid off the {card}.</source>
        <translation>Dokładasz {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} laid off the {card}.</source>
        <translation>{name} dokłada {card}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You laid off the {card} as {rank} {where}.</source>
        <translation>Dokładasz {card} jako {rank} {where}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} laid off the {card} as {rank} {where}.</source>
        <translation>{name} dokłada {card} jako {rank} {where}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You laid off the {card} {where}.</source>
        <translation>Dokładasz {card} {where}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} laid off the {card} {where}.</source>
        <translation>{name} dokłada {card} {where}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You swapped the {card} for the {wild}.</source>
        <translation>Wymieniasz {card} na {wild}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} swapped the {card} for the {wild}.</source>
        <translation>{name} wymienia {card} na {wild}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You swapped the {card} for the {wild} and played the {wild} {where}.</source>
        <translation>Wymieniasz {card} na {wild} i dokładasz {wild} {where}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} swapped the {card} for the {wild} and played the {wild} {where}.</source>
        <translation>{name} wymienia {card} na {wild} i dokłada {wild} {where}.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The deal ends with no winner: the stock ran out.</source>
        <translation>Rozdanie kończy się bez zwycięzcy: skończył się stos zakryty.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal ends: you went out and collect {pay} from each player.</source>
        <translation>Koniec rozdania: kończysz i dostajesz {pay} od każdego gracza.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deal ends: {name} went out and collects {pay} from each player.</source>
        <translation>Koniec rozdania: {name} kończy i dostaje {pay} od każdego gracza.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {number} ends: no one went out.</source>
        <translation>Koniec rundy {number}: nikt nie zakończył.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {number} ends: you went out.</source>
        <translation>Koniec rundy {number}: kończysz ty.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {number} ends: {name} went out.</source>
        <translation>Koniec rundy {number}: kończy {name}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You were left with {cards}: %n point(s).</source>
        <translation>Zostało ci {cards}: %n punkt.|Zostało ci {cards}: %n punkty.|Zostało ci {cards}: %n punktów.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Game over: the game is void.</source>
        <translation>Koniec gry: gra jest nieważna.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over: you win with {total} points.</source>
        <translation>Koniec gry: wygrywasz z wynikiem {total} pkt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over: {name} wins with {total} points.</source>
        <translation>Koniec gry: wygrywa {name} z wynikiem {total} pkt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over: {names} share the win with {total} points.</source>
        <translation>Koniec gry: wygraną dzielą się {names} ({total} pkt).</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/prompts.py" line="+4"/>
        <source>Game over — {names} won</source>
        <translation>Koniec gry — zwycięstwo: {names}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your turn — draw a card</source>
        <translation>Twoja tura — dobierz kartę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s turn — drawing</source>
        <translation>Tura: {name} — dobiera</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>May I? — you may claim the {card}</source>
        <translation>Mogę? — możesz poprosić o {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>May I? — {name} is asked about the {card}</source>
        <translation>Mogę? — {name} decyduje o {card}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} may claim the {card} — waiting</source>
        <translation>{name} może poprosić o {card} — czekamy</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your first refusal on the {card}</source>
        <translation>Twoje prawo pierwokupu na {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has first refusal on the {card} — waiting</source>
        <translation>{name} ma prawo pierwokupu na {card} — czekamy</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your turn — go out or discard</source>
        <translation>Twoja tura — zakończ lub odrzuć</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn — lay off or discard</source>
        <translation>Twoja tura — dokładaj lub odrzuć</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn — meld or discard</source>
        <translation>Twoja tura — wyłóż lub odrzuć</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s turn — playing</source>
        <translation>Tura: {name} — gra</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discard a card to end your turn (double-click it or drop it on the pile).</source>
        <translation>Odrzuć kartę, aby zakończyć turę (dwuklik albo upuszczenie na stos odrzuconych).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The game is over. Start a new one from the Game menu.</source>
        <translation>Gra się skończyła. Nową zaczniesz z menu Gra.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You have left this game.</source>
        <translation>Nie uczestniczysz już w tej grze.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>May I? {name}, do you want the {card}?</source>
        <translation>Mogę? {name}, chcesz {card}?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Waiting: {name} may claim the {card}…</source>
        <translation>Czekamy: {name} może poprosić o {card}…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Waiting for {name}…</source>
        <translation>Czekamy na gracza {name}…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your turn: draw from the stock, or go out now if all your cards fit.</source>
        <translation>Twoja tura: dobierz ze stosu zakrytego albo zakończ od razu, jeśli wszystkie karty pasują.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: draw from the stock or take the {card}, or go out now if all your cards fit.</source>
        <translation>Twoja tura: dobierz ze stosu zakrytego lub weź {card} albo zakończ od razu, jeśli wszystkie karty pasują.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your turn: draw from the stock.</source>
        <translation>Twoja tura: dobierz ze stosu zakrytego.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: draw from the stock or take the {card}.</source>
        <translation>Twoja tura: dobierz ze stosu zakrytego lub weź {card}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The {card} is on offer. May I?</source>
        <translation>{card} jest do wzięcia. Mogę?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} discarded the {card}. May I?</source>
        <translation>{name} odrzuca {card}. Mogę?</translation>
    </message>
    <message>
        <location line="-33"/>
        <location line="+37"/>
        <source>(It costs %n penalty card(s).)</source>
        <translation>(Kosztuje to %n kartę karną.)|(Kosztuje to %n karty karne.)|(Kosztuje to %n kart karnych.)</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>Deal over — see the summary</source>
        <translation>Koniec rozdania — zobacz podsumowanie</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>The deal is over: see the summary (Enter deals the next).</source>
        <translation>Rozdanie skończone: zobacz podsumowanie (Enter rozdaje następne).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The round is over: see the summary (Enter deals the next).</source>
        <translation>Runda skończona: zobacz podsumowanie (Enter rozdaje następną).</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>{name} may still take it first.</source>
        <translation>{name} ma jednak pierwszeństwo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} wants the {card}: take it yourself (no penalty) or let them have it.</source>
        <translation>{name} chce {card}: weź ją (bez kary) albo oddaj.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Go out with all {cards} cards in runs, or discard a card to end your turn.</source>
        <translation>Zakończ wszystkimi {cards} kartami w sekwensach albo odrzuć kartę, aby zakończyć turę.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go down with {contract}, or discard a card to end your turn.</source>
        <translation>Wyłóż {contract} albo odrzuć kartę, aby zakończyć turę.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lay off cards on the table melds, or discard a card to end your turn.</source>
        <translation>Dokładaj karty do układów na stole albo odrzuć kartę, aby zakończyć turę.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This last round ends only when someone melds every card.</source>
        <translation>Ta ostatnia runda kończy się dopiero, gdy ktoś wyłoży wszystkie karty.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/names.py" line="+7"/>
        <source>Human</source>
        <translation>Człowiek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Easy</source>
        <comment>computer player level</comment>
        <translation>Łatwy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Medium</source>
        <comment>computer player level</comment>
        <translation>Średni</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hard</source>
        <comment>computer player level</comment>
        <translation>Trudny</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random</source>
        <comment>computer player level</comment>
        <translation>Losowy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Oracle</source>
        <comment>computer player level</comment>
        <translation>Wyrocznia</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>May I? (seven hands)</source>
        <comment>preset name</comment>
        <translation>Mogę? (siedem rund)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continental (PlayingCards.io)</source>
        <comment>preset name</comment>
        <translation>Continental (PlayingCards.io)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continental (single hand)</source>
        <comment>preset name</comment>
        <translation>Continental (jedna ręka)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contract Rummy (Hoyle)</source>
        <comment>preset name</comment>
        <translation>Remik kontraktowy (Hoyle)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Liverpool Rummy</source>
        <comment>preset name</comment>
        <translation>Remik Liverpool</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shanghai (ten hands)</source>
        <comment>preset name</comment>
        <translation>Shanghai (dziesięć rund)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continental (Spain &amp; Latin America)</source>
        <comment>preset name</comment>
        <translation>Continental (Hiszpania i Ameryka Łacińska)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Carioca (Chile)</source>
        <comment>preset name</comment>
        <translation>Carioca (Chile)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Instant</source>
        <comment>pace of computer turns</comment>
        <translation>Natychmiast</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fast</source>
        <comment>pace of computer turns</comment>
        <translation>Szybko</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal</source>
        <comment>pace of computer turns</comment>
        <translation>Normalnie</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/rules_summary.py" line="-160"/>
        <source>%n player(s)</source>
        <translation>%n gracz|%n graczy|%n graczy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{low}–{high} players</source>
        <translation>Gracze: {low}–{high}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%n deck(s)</source>
        <translation>%n talia|%n talie|%n talii</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%n joker(s)</source>
        <translation>%n joker|%n jokery|%n jokerów</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{decks}, {jokers}</source>
        <translation>{decks}, {jokers}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>jokers</source>
        <translation>jokery</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>deuces</source>
        <translation>dwójki</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>red aces</source>
        <translation>czerwone asy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wild cards: {cards}.</source>
        <translation>Dzikie karty: {cards}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A deuce or red ace may also be used as itself, as a natural card.</source>
        <translation>Dwójkę lub czerwonego asa można też zagrać jako kartę naturalną.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A deuce may also be used as itself, as a natural card.</source>
        <translation>Dwójkę można też zagrać jako kartę naturalną.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A red ace may also be used as itself, as a natural card.</source>
        <translation>Czerwonego asa można też zagrać jako kartę naturalną.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>2–10: face value</source>
        <translation>2–10: według wartości</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{low}–{high}</source>
        <comment>range of ranks</comment>
        <translation>{low}–{high}</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <location line="+3"/>
        <source>{ranks}: {points}</source>
        <translation>{ranks}: {points}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No May I? (buying) in this game.</source>
        <translation>W tej grze nie ma Mogę? (kupowania).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the player in turn does not take the discard, the others may claim it in turn order; the buyer also takes %n penalty card(s) from the stock.</source>
        <translation>Gdy gracz, który ma ruch, nie weźmie odrzuconej karty, pozostali mogą o nią poprosić w kolejności ruchów; kupujący bierze też ze stosu zakrytego %n kartę karną.|Gdy gracz, który ma ruch, nie weźmie odrzuconej karty, pozostali mogą o nią poprosić w kolejności ruchów; kupujący bierze też ze stosu zakrytego %n karty karne.|Gdy gracz, który ma ruch, nie weźmie odrzuconej karty, pozostali mogą o nią poprosić w kolejności ruchów; kupujący bierze też ze stosu zakrytego %n kart karnych.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>At most %n buy(s) per player per round.</source>
        <translation>Najwyżej %n zakup na gracza na rundę.|Najwyżej %n zakupy na gracza na rundę.|Najwyżej %n zakupów na gracza na rundę.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No limit on buys.</source>
        <translation>Liczba zakupów bez limitu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No May I? in the last %n round(s).</source>
        <translation>Bez Mogę? w ostatnich rundach: %n.|Bez Mogę? w ostatnich rundach: %n.|Bez Mogę? w ostatnich rundach: %n.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players who have gone down may still buy.</source>
        <translation>Gracze po wyłożeniu nadal mogą kupować.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players who have gone down may not buy.</source>
        <translation>Gracze po wyłożeniu nie mogą kupować.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First refusal: the player in turn may take a claimed discard instead, without penalty.</source>
        <translation>Prawo pierwokupu: gracz, który ma ruch, może zamiast tego sam wziąć żądaną odrzuconą kartę, bez kary.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The player who discarded a card may buy it back.</source>
        <translation>Gracz, który odrzucił kartę, może ją odkupić.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sets: %n or more cards of one rank.</source>
        <translation>Komplety: %n lub więcej kart jednej wartości.|Komplety: %n lub więcej kart jednej wartości.|Komplety: %n lub więcej kart jednej wartości.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No sets: runs only.</source>
        <translation>Bez kompletów: tylko sekwensy.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs: %n or more cards of one suit in sequence, at most {most}.</source>
        <translation>Sekwensy: %n lub więcej kolejnych kart w jednym kolorze, najwyżej {most}.|Sekwensy: %n lub więcej kolejnych kart w jednym kolorze, najwyżej {most}.|Sekwensy: %n lub więcej kolejnych kart w jednym kolorze, najwyżej {most}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The ace is high (Q-K-A) or low (A-2-3), never both in one run.</source>
        <translation>As jest na górze (Q-K-A) albo na dole (A-2-3), nigdy jednocześnie w jednym sekwensie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The ace is low only (A-2-3).</source>
        <translation>As jest tylko na dole (A-2-3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The ace is high only (Q-K-A).</source>
        <translation>As jest tylko na górze (Q-K-A).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs may go round the corner (K-A-2).</source>
        <translation>Sekwensy mogą iść przez asa w kółko (K-A-2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs do not go round the corner (no K-A-2).</source>
        <translation>Sekwensy nie idą przez asa w kółko (bez K-A-2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every meld needs at least %n natural cards.</source>
        <translation>Każdy układ musi mieć co najmniej %n kartę naturalną.|Każdy układ musi mieć co najmniej %n karty naturalne.|Każdy układ musi mieć co najmniej %n kart naturalnych.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Wilds may not outnumber natural cards in a meld.</source>
        <translation>W układzie dzikich kart nie może być więcej niż naturalnych.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A set of wild cards alone is allowed; only wilds may be added to it.</source>
        <translation>Komplet z samych dzikich kart jest dozwolony; dokładać do niego można tylko dzikie karty.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A player who has gone down may swap a wild in a run for the card it stands for, and must play the wild at once.</source>
        <translation>Gracz po wyłożeniu może wymienić dziką kartę w sekwensie na kartę, którą ona zastępuje, i musi od razu zagrać tę dziką kartę.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>After drawing you hold one card more: lay down the others and discard it. You may also go out on your first turn before drawing.</source>
        <translation>Po dobraniu masz jedną kartę więcej: wyłóż wszystkie oprócz jednej, a tę odrzuć. Możesz też zakończyć w pierwszej turze jeszcze przed dobraniem.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Go down by laying out exactly the round&apos;s contract in one turn; after that, lay off cards on any melds on the table.</source>
        <translation>Wyłóż się, wykładając w jednej turze dokładnie kontrakt rundy; potem dokładaj karty do dowolnych układów na stole.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You may lay off in the turn you go down.</source>
        <translation>Dokładać możesz już w turze wyłożenia.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may lay off from the turn after going down.</source>
        <translation>Dokładać możesz od tury po wyłożeniu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Going out needs a final discard.</source>
        <translation>Zakończenie wymaga końcowego odrzucenia.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go out by melding your last card or by discarding it.</source>
        <translation>Kończysz, wykładając ostatnią kartę albo ją odrzucając.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In the last round you must go out by melding every card, with no discard.</source>
        <translation>W ostatniej rundzie trzeba zakończyć, wykładając wszystkie karty, bez odrzucenia.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When the stock runs out, the discard pile is turned over once as a new stock; the second time, the round ends.</source>
        <translation>Gdy skończy się stos zakryty, stos odrzuconych odwraca się raz jako nowy stos zakryty; za drugim razem runda się kończy.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>When the stock runs out, the discard pile (all but its top card) is shuffled into a new stock.</source>
        <translation>Gdy skończy się stos zakryty, odrzucone karty (oprócz wierzchniej) tasuje się w nowy stos zakryty.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{points} for winning</source>
        <translation>{points} za wygraną</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{points} for each deuce used as a wild</source>
        <translation>+{points} za każdą dwójkę użytą jako dzika karta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>+{points} for each joker</source>
        <translation>+{points} za każdego jokera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{points} for going out without drawing</source>
        <translation>+{points} za zakończenie bez dobierania</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{points} for going out after one draw</source>
        <translation>+{points} za zakończenie po jednym dobraniu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{points} for using no wild</source>
        <translation>+{points} za grę bez dzikich kart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{points} if all melds are of one suit</source>
        <translation>+{points}, jeśli wszystkie układy są w jednym kolorze</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The winner of a deal collects from each other player:</source>
        <translation>Zwycięzca rozdania dostaje od każdego z pozostałych graczy:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running totals across the match; the highest total wins.</source>
        <translation>Punkty sumują się przez cały mecz; wygrywa najwyższa suma.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards left in hand score against you: {points}.</source>
        <translation>Karty pozostałe w ręce liczą się jako punkty karne: {points}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After the last round the lowest total wins.</source>
        <translation>Po ostatniej rundzie wygrywa najniższa suma.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Going down and out in the same turn scores {points} for that round.</source>
        <translation>Wyłożenie i zakończenie w tej samej turze daje za tę rundę {points}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The first dealer is chosen by cutting for high card.</source>
        <translation>Pierwszego rozdającego wybiera się przełożeniem: rozdaje najwyższa karta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first dealer is chosen by cutting for low card.</source>
        <translation>Pierwszego rozdającego wybiera się przełożeniem: rozdaje najniższa karta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first dealer is chosen at random.</source>
        <translation>Pierwszy rozdający jest wybierany losowo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play and the deal go counter-clockwise.</source>
        <translation>Gra i rozdanie idą przeciwnie do ruchu wskazówek zegara.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play and the deal go clockwise.</source>
        <translation>Gra i rozdanie idą zgodnie z ruchem wskazówek zegara.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a match of %n deal(s)</source>
        <translation>mecz na %n rozdanie|mecz na %n rozdania|mecz na %n rozdań</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a match of one deal by each player</source>
        <translation>mecz, w którym każdy gracz raz rozdaje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%n round(s)</source>
        <translation>%n runda|%n rundy|%n rund</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%n card(s) dealt to each player.</source>
        <translation>Każdy gracz dostaje %n kartę.|Każdy gracz dostaje %n karty.|Każdy gracz dostaje %n kart.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Going out</source>
        <translation>Zakończenie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rounds and contracts</source>
        <translation>Rundy i kontrakty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <comment>column heading</comment>
        <translation>Runda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards</source>
        <comment>column heading: cards dealt</comment>
        <translation>Kart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contract</source>
        <comment>column heading</comment>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Playing</source>
        <translation>Rozgrywka</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Melds</source>
        <translation>Układy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>May I?</source>
        <comment>heading: buying discards</comment>
        <translation>Mogę?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scoring</source>
        <translation>Punktacja</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/hints.py" line="+46"/>
        <source>Draw from the stock</source>
        <translation>Dobierz kartę ze stosu zakrytego</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take the {card}</source>
        <translation>Weź {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy the {card}</source>
        <translation>Kup {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the {card} go</source>
        <translation>Zostaw {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard the {card}</source>
        <translation>Odrzuć {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lay off the {card}</source>
        <translation>Dołóż {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap the {card} for a wild</source>
        <translation>Wymień {card} na dziką kartę</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Go down now</source>
        <translation>Wyłóż się teraz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go down now, keeping {cards}</source>
        <translation>Wyłóż się teraz i zatrzymaj {cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go out</source>
        <translation>Zakończ rozdanie</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Best move: {move}.</source>
        <translation>Najlepszy ruch: {move}.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{place}. {move} — {points} points expected</source>
        <translation>{place}. {move} — oczekiwane punkty: {points}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{place}. {move} — {points} points expected, about as good</source>
        <translation>{place}. {move} — oczekiwane punkty: {points}, mniej więcej równie dobre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{place}. {move} — {points} points expected, {gap} worse</source>
        <translation>{place}. {move} — oczekiwane punkty: {points}, gorsze o {gap}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Waiting is better than going down this turn.</source>
        <translation>Lepiej poczekać, niż wykładać się w tym ruchu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Going down now leaves %n card(s) in your hand.</source>
        <translation>Jeśli wyłożysz się teraz, zostanie ci w ręce %n karta.|Jeśli wyłożysz się teraz, zostaną ci w ręce %n karty.|Jeśli wyłożysz się teraz, zostanie ci w ręce %n kart.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Laying off the {card} takes its points out of your hand.</source>
        <translation>Dokładając {card}, pozbywasz się jej punktów z ręki.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It ends the round.</source>
        <translation>To kończy rundę.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You still lack %n card(s) for the contract.</source>
        <translation>Do kontraktu brakuje ci jeszcze %n karty.|Do kontraktu brakuje ci jeszcze %n kart.|Do kontraktu brakuje ci jeszcze %n kart.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Still needed, with the copies you have not seen: {cards}.</source>
        <translation>Jeszcze brakuje, z liczbą kopii, których nie widziałeś: {cards}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards that would help, with the copies you have not seen: {cards}.</source>
        <translation>Karty, które by pomogły, i ile ich kopii jeszcze nie widziałeś: {cards}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every card that would help is already in sight.</source>
        <translation>Wszystkie karty, które by pomogły, są już widoczne.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{card} ×{count}</source>
        <translation>{card} ×{count}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>any {rank}</source>
        <translation>dowolna {rank}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The {card} does not bring you closer to the contract.</source>
        <translation>{card} nie przybliża cię do kontraktu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The {card} brings you %n card(s) closer to the contract.</source>
        <translation>{card} przybliża cię do kontraktu o %n kartę.|{card} przybliża cię do kontraktu o %n karty.|{card} przybliża cię do kontraktu o %n kart.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That saves about as many turns of drawing.</source>
        <translation>To oszczędza mniej więcej tyle samo tur dobierania.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buying it adds about {points} penalty points to your hand, with the penalty card, if you do not go down.</source>
        <translation>Kupno doda ci do ręki około {points} punktów karnych, z kartą karną, jeśli się nie wyłożysz.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Taking it adds {points} penalty points to your hand if you do not go down.</source>
        <translation>Wzięcie jej doda ci do ręki {points} punktów karnych, jeśli się nie wyłożysz.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name} picked up {cards} and may want the {card}.</source>
        <translation>{name} wziął/wzięła {cards} i może chcieć {card}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{names} could lay the {card} off.</source>
        <translation>{names} mógłby/mogliby dołożyć {card}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As far as you can see, the {card} helps nobody.</source>
        <translation>Na ile widzisz, {card} nikomu nie pomoże.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Expected this round: {points} points. Other moves are about as good.</source>
        <translation>Oczekiwane w tej rundzie: {points} pkt. Inne ruchy są mniej więcej równie dobre.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Expected this round: {points} points; the next best move, {gap} worse.</source>
        <translation>Oczekiwane w tej rundzie: {points} pkt; następny najlepszy ruch jest gorszy o {gap}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Are you sure? About {loss} points worse than the best move: {better}.</source>
        <translation>Na pewno? Około {loss} pkt gorzej niż najlepszy ruch: {better}.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/spoken.py" line="+40"/>
        <source>ace</source>
        <comment>rank word</comment>
        <translation>as</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two</source>
        <comment>rank word</comment>
        <translation>dwójka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three</source>
        <comment>rank word</comment>
        <translation>trójka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four</source>
        <comment>rank word</comment>
        <translation>czwórka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five</source>
        <comment>rank word</comment>
        <translation>piątka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six</source>
        <comment>rank word</comment>
        <translation>szóstka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven</source>
        <comment>rank word</comment>
        <translation>siódemka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight</source>
        <comment>rank word</comment>
        <translation>ósemka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine</source>
        <comment>rank word</comment>
        <translation>dziewiątka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten</source>
        <comment>rank word</comment>
        <translation>dziesiątka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <comment>rank word</comment>
        <translation>walet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <comment>rank word</comment>
        <translation>dama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <comment>rank word</comment>
        <translation>król</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+32"/>
        <source>joker</source>
        <comment>card word</comment>
        <translation>joker</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>clubs</source>
        <comment>suit word</comment>
        <translation>trefl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <comment>suit word</comment>
        <translation>karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <comment>suit word</comment>
        <translation>kier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <comment>suit word</comment>
        <translation>pik</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{rank} of {suit}</source>
        <comment>a card in words</comment>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a hidden card</source>
        <translation>zakryta karta</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{card}, wild</source>
        <translation>{card}, działa jak joker</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>, </source>
        <comment>between cards in words</comment>
        <translation>, </translation>
    </message>
</context>
</TS>
