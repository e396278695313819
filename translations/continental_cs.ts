<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs">
<context>
    <name>AiWorker</name>
    <message>
        <location filename="../continental_qt/ui/ai_worker.py" line="+304"/>
        <source>the computer players&apos; process did not start ({error})</source>
        <translation>proces počítačových hráčů se nespustil ({error})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the computer players&apos; process stopped (exit code {code})</source>
        <translation>proces počítačových hráčů skončil (návratový kód {code})</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../continental_qt/ui/window/announcer.py" line="+78"/>
        <location filename="../continental_qt/ui/window/speech.py" line="+50"/>
        <source>Nothing was announced yet.</source>
        <translation>Zatím nic nebylo oznámeno.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/speech.py" line="+2"/>
        <source>No game is being played.</source>
        <translation>Žádná hra neprobíhá.</translation>
    </message>
</context>
<context>
    <name>ChartTable</name>
    <message>
        <location filename="../continental_qt/ui/stats/chart_table.py" line="+30"/>
        <source>Show as table</source>
        <translation>Zobrazit jako tabulku</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Table</source>
        <translation>Tabulka</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Read the chart&apos;s numbers in a table</source>
        <translation>Přečíst čísla grafu v tabulce</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../continental_qt/ui/window/coach.py" line="+73"/>
        <source>Hints come on your turn, not between rounds.</source>
        <translation>Rady jsou na tahu, ne mezi koly.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+30"/>
        <source>A hint needs your own hand on the table.</source>
        <translation>Rada potřebuje na stole vaše vlastní karty.</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Hints come on your turn and when you are asked May I?</source>
        <translation>Rady jsou na vašem tahu a když se vás někdo ptá „Smím?“.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Weighing your options…</source>
        <translation>Zvažuji vaše možnosti…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing is missing: you have gone down.</source>
        <translation>Nic nechybí: už jste vyložili.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In this game the coach shows what you miss with Hint (H).</source>
        <translation>V této hře trenér ukáže, co vám chybí, přes Rada (H).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Faded in the slots: your closest melds; %n card(s) still missing.</source>
        <translation>Vybledle ve slotech: vaše nejbližší kombinace; chybí ještě %n karta.|Vybledle ve slotech: vaše nejbližší kombinace; chybí ještě %n karty.|Vybledle ve slotech: vaše nejbližší kombinace; chybí ještě %n karet.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your cards meet the contract: stage them and go down.</source>
        <translation>Vaše karty splňují kontrakt: připravte je a vyložte.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>No hint this time ({error}).</source>
        <translation>Tentokrát žádná rada ({error}).</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Your options</source>
        <translation>Vaše možnosti</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your options, best first</source>
        <translation>Vaše možnosti, nejlepší první</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show all</source>
        <translation>Zobrazit vše</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/ghosts.py" line="+83"/>
        <source>Missing: any {rank}</source>
        <translation>Chybí: jakákoli {rank}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Missing: the {card}</source>
        <translation>Chybí: {card}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/tutor.py" line="+80"/>
        <source>The tutor is weighing your move…</source>
        <translation>Učitel zvažuje váš tah…</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Tutor</source>
        <translation>Učitel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play it anyway</source>
        <translation>Přesto zahrát</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play instead: {move}</source>
        <translation>Zahrát místo toho: {move}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Back to the table</source>
        <translation>Zpět ke stolu</translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/crash_notice.py" line="+30"/>
        <source>Continental closed unexpectedly</source>
        <translation>Continental se neočekávaně ukončil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continental closed unexpectedly the last time it ran.</source>
        <translation>Continental se při posledním spuštění neočekávaně ukončil.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What happened was written to a crash log, which is kept for a bug report:

{path}</source>
        <translation>Co se stalo, bylo zapsáno do záznamu o pádu, který se uchovává pro hlášení chyby:

{path}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open Folder</source>
        <translation>Otevřít složku</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy Path</source>
        <translation>Kopírovat cestu</translation>
    </message>
</context>
<context>
    <name>DeckTableEditor</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/rounds_editor.py" line="+333"/>
        <source>Up to … players</source>
        <translation>Do … hráčů</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decks</source>
        <translation>Balíčky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jokers in all</source>
        <translation>Jokerů celkem</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Add r&amp;ow</source>
        <translation>Přidat řá&amp;dek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a row for larger tables.</source>
        <translation>Přidat řádek pro větší stoly.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>This row applies to tables of up to this many players.</source>
        <translation>Tento řádek platí pro stoly s nejvýše tolika hráči.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many 52-card decks are shuffled together.</source>
        <translation>Kolik balíčků po 52 kartách se zamíchá dohromady.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many jokers are added in all (not per deck).</source>
        <translation>Kolik jokerů se přidá celkem (ne na balíček).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove this row.</source>
        <translation>Odebrat tento řádek.</translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/game_over.py" line="+68"/>
        <source>The game is void: nobody wins.</source>
        <translation>Hra je neplatná: nikdo nevyhrává.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win!</source>
        <translation>Vyhráváte!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} wins!</source>
        <translation>Vyhrává {name}!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All square: nobody owes anyone.</source>
        <translation>Vyrovnáno: nikdo nikomu nic nedluží.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{names} share the win!</source>
        <translation>O výhru se dělí {names}!</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Settlement: {list}.</source>
        <translation>Vyúčtování: {list}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: {points} points.</source>
        <translation>{name} s {points} body.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{names}: {points} points each.</source>
        <translation>{names}, každý s {points} body.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%n hint(s)</source>
        <translation>%n rada|%n rady|%n rad</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n list(s) of options</source>
        <translation>%n přehled možností|%n přehledy možností|%n přehledů možností</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n look(s) at what was missing</source>
        <translation>%n pohled na to, co chybělo|%n pohledy na to, co chybělo|%n pohledů na to, co chybělo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n warning(s) from the tutor</source>
        <translation>%n varování učitele|%n varování učitele|%n varování učitele</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n undo(s)</source>
        <translation>%n vrácení tahu|%n vrácení tahu|%n vrácení tahu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Played without help from the coach.</source>
        <translation>Hráno bez pomoci trenéra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help from the coach: {help}.</source>
        <translation>Pomoc trenéra: {help}.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Game over</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{game} · %n deal(s)</source>
        <translation>{game} · %n rozdání|{game} · %n rozdání|{game} · %n rozdání</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{game} · %n round(s)</source>
        <translation>{game} · %n kolo|{game} · %n kola|{game} · %n kol</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Play again with {names} back at their seats</source>
        <translation>Hrát znovu a vrátit místa hráčům {names}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Play again</source>
        <translation>Hrát znovu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The same players and rules, a new deal</source>
        <translation>Stejní hráči i pravidla, nové rozdání</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game…</source>
        <translation>Nová hra…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Scores</source>
        <translation>Skóre</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Left the game</source>
        <translation>Mimo hru</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(left)</source>
        <comment>a player who left</comment>
        <translation>(mimo hru)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} went out in {round}.</source>
        <translation>{round}: zavírá {name}.</translation>
    </message>
</context>
<context>
    <name>HintService</name>
    <message>
        <location filename="../continental_qt/ui/hint_service.py" line="+165"/>
        <source>the hints process did not start ({error})</source>
        <translation>proces nápověd se nespustil ({error})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the hints process stopped (exit code {code})</source>
        <translation>proces nápověd skončil (návratový kód {code})</translation>
    </message>
</context>
<context>
    <name>InstanceLock</name>
    <message>
        <location filename="../continental_qt/ui/instance_lock.py" line="+64"/>
        <source>Continental is already running</source>
        <translation>Continental už běží</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continental is already open on this computer. Go on playing in its window: a second copy would write over the game it keeps.</source>
        <translation>Continental je na tomto počítači už otevřený. Hrajte dál v jeho okně: druhá kopie by přepsala hru, kterou uchovává.</translation>
    </message>
</context>
<context>
    <name>KeysHelp</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/keys_help.py" line="+36"/>
        <source>{a} or {l}, or the menu key</source>
        <translation>{a} nebo {l}, případně klávesa nabídky</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{left} / {right}</source>
        <translation>{left} / {right}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Draw from the stock</source>
        <translation>Líznout si z talonu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the stock</source>
        <translation>Klepnout na talon</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take the discard</source>
        <translation>Vzít odhozenou kartu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the discard pile</source>
        <translation>Klepnout na odhazovací balíček</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Say May I? (buy the discard)</source>
        <translation>Říct Smím? (koupit odhozenou kartu)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pass (let the discard go)</source>
        <translation>Odmítnout (nechat odhozenou kartu být)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click No thanks</source>
        <translation>Klepnout na „Ne, díky“</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Discard</source>
        <translation>Odhodit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag a card to the discard pile, or double-click it</source>
        <translation>Přetáhnout kartu na odhazovací balíček nebo na ni poklepat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{enter} discards the focused card</source>
        <translation>{enter} odhodí aktuální kartu</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Go down (lay your contract)</source>
        <translation>Vyložit se (položit svůj kontrakt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build the melds in the slots above your hand, then Go down</source>
        <translation>Sestavit kombinace v přihrádkách nad rukou, pak klepnout na „Vyložit“</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lay off on a table meld</source>
        <translation>Přiložit ke kombinaci na stole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag the card onto the meld</source>
        <translation>Přetáhnout kartu na kombinaci</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Swap a wild card out of a meld</source>
        <translation>Vyměnit žolíka z kombinace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag the card it stands for onto the meld</source>
        <translation>Přetáhnout na kombinaci kartu, kterou žolík zastupuje</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reorder your hand</source>
        <translation>Přeskládat karty v ruce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag a card along your hand</source>
        <translation>Přetáhnout kartu podél ruky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shift+{arrows} moves the focused card</source>
        <translation>Shift+{arrows} posune aktuální kartu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move through your hand</source>
        <translation>Procházet karty v ruce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{arrows}, {home}, {end}</source>
        <translation>{arrows}, {home}, {end}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Select a card</source>
        <translation>Vybrat kartu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the card</source>
        <translation>Klepnout na kartu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Put cards in a meld slot</source>
        <translation>Vložit karty do přihrádky pro kombinaci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag them into a slot above your hand</source>
        <translation>Přetáhnout je do přihrádky nad rukou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{first}–{last} puts the selection in that slot</source>
        <translation>{first}–{last} vloží vybrané karty do příslušné přihrádky</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The Sort by rank and Sort by suit buttons below the table</source>
        <translation>Tlačítka „Podle hodnoty“ a „Podle barvy“ pod stolem</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Ask the coach</source>
        <translation>Zeptat se trenéra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click Hint, or the Game menu</source>
        <translation>Klikněte na Rada, nebo nabídka Hra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{h} the best move, {o} every option ranked, {w} what you miss</source>
        <translation>{h} nejlepší tah, {o} všechny možnosti seřazené, {w} co vám chybí</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Keys with Ctrl or Alt belong to the menus; {first} to {last} read the table aloud (View → Speak)</source>
        <translation>Klávesy s Ctrl nebo Alt patří nabídkám; {first} až {last} předčítají stůl (Zobrazení → Předčítat)</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>Take staged cards back</source>
        <translation>Vrátit připravené karty</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>Click May I?</source>
        <translation>Klepnout na „Smím?“</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Click a staged card</source>
        <translation>Klepnout na připravenou kartu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sort your hand</source>
        <translation>Seřadit karty v ruce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{r} by rank, {s} by suit</source>
        <translation>{r} podle hodnoty, {s} podle barvy</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Everything a card can do</source>
        <translation>Vše, co jde s kartou udělat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right-click the card</source>
        <translation>Klepnout na kartu pravým tlačítkem</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Clear the selection</source>
        <translation>Zrušit výběr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the selected cards again</source>
        <translation>Znovu klepnout na vybrané karty</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show your cards at the privacy screen</source>
        <translation>Ukázat své karty na krycí obrazovce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the button on the screen</source>
        <translation>Klepnout na tlačítko na obrazovce</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reach the buttons below the table</source>
        <translation>Přejít na tlačítka pod stolem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the button</source>
        <translation>Klepnout na tlačítko</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{tab} goes from button to button; {space} or {enter} presses one</source>
        <translation>{tab} přechází z tlačítka na tlačítko; {space} nebo {enter} je stiskne</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Menu commands</source>
        <translation>Příkazy nabídek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The menu bar</source>
        <translation>Panel nabídek</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Keyboard and mouse</source>
        <translation>Klávesnice a myš</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Action</source>
        <translation>Akce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mouse</source>
        <translation>Myš</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys</source>
        <translation>Klávesy</translation>
    </message>
</context>
<context>
    <name>LeaveDialog</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/leave_dialog.py" line="+28"/>
        <location line="+26"/>
        <source>Leave the game</source>
        <translation>Odejít ze hry</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Leaving the table: {name}</source>
        <translation>Od stolu odchází: {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What happens to this seat?</source>
        <translation>Co se stane s tímto místem?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Let the computer play this seat</source>
        <translation>Za toto místo bude hrát počítač</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>A player who leaves scores the sum of the two highest totals of the others, and their cards go under the stock. With fewer than two players left the game is void.</source>
        <translation>Hráči, který odejde, se započte součet dvou nejvyšších celkových skóre ostatních a jeho karty jdou pod talon. Zůstanou-li méně než dva hráči, hra je neplatná.</translation>
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
        <translation>Skóre ▸</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/side_panel.py" line="+57"/>
        <source>Scores</source>
        <translation>Skóre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chart</source>
        <translation>Graf</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/replay_window.py" line="+82"/>
        <location filename="../continental_qt/ui/window/side_panel.py" line="+1"/>
        <source>Log</source>
        <translation>Záznam</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/bars.py" line="+95"/>
        <source>Draw (D)</source>
        <translation>Líznout (D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw from the stock</source>
        <translation>Líznout si z talonu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take discard (T)</source>
        <translation>Vzít odhozenou (T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the top card of the discard pile</source>
        <translation>Vzít horní kartu z odhazovacího balíčku</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>May I? (M)</source>
        <translation>Smím? (M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask for the passed discard; you also take a penalty card</source>
        <translation>Říct si o odmítnutou odhozenou kartu; vezmete si k ní i trestnou kartu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No thanks (N)</source>
        <translation>Ne, díky (N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the discard go</source>
        <translation>Nechat odhozenou kartu být</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop asking me</source>
        <translation>Už se mě neptat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let every passed discard go from now on, without being asked (Game menu: Ask me about May I?)</source>
        <translation>Od teď nechat každou odhozenou kartu být a na nic se neptat (nabídka Hra: Ptát se na Smím?)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+46"/>
        <source>Go down (G)</source>
        <translation>Vyložit (G)</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Lay down the staged melds</source>
        <translation>Vyložit připravené kombinace</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take back (U)</source>
        <translation>Vzít zpět (U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Return the staged cards to your hand</source>
        <translation>Vrátit připravené karty do ruky</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint (H)</source>
        <translation>Rada (H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The best move for your hand, and why</source>
        <translation>Nejlepší tah pro vaše karty a proč</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sort by rank (R)</source>
        <translation>Podle hodnoty (R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort your hand by rank</source>
        <translation>Seřadit karty v ruce podle hodnoty</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sort by suit (S)</source>
        <translation>Podle barvy (S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort your hand by suit</source>
        <translation>Seřadit karty v ruce podle barvy</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/menu_table.py" line="+60"/>
        <source>&amp;Game</source>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nová hra…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Restart with the same deal</source>
        <translation>&amp;Znovu se stejným rozdáním</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Open…</source>
        <translation>&amp;Otevřít…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>Otevřít ne&amp;dávné</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As…</source>
        <translation>Uložit &amp;jako…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Watch a replay…</source>
        <translation>&amp;Přehrát uloženou hru…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Re&amp;play this game</source>
        <translation>Pře&amp;hrát tuto hru</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watch the game just played again, every hand face up</source>
        <translation>Znovu si prohlédnout právě odehranou hru se všemi kartami odkrytými</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistiky…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Hint (H)</source>
        <translation>&amp;Rada (H)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the &amp;options (O)</source>
        <translation>Ukázat &amp;možnosti (O)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;What am I missing? (W)</source>
        <translation>&amp;Co mi chybí? (W)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ask me about &amp;May I?</source>
        <translation>&amp;Ptát se na Smím?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When off, you let every passed discard go without being asked</source>
        <translation>Když je vypnuto, necháte každou odmítnutou odhozenou kartu být bez dotazu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Leave the game…</source>
        <translation>Od&amp;ejít ze hry…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Quit</source>
        <translation>&amp;Konec</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;View</source>
        <translation>&amp;Zobrazení</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Čtyřbarevné karty</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;High-contrast cards</source>
        <translation>&amp;Vysoký kontrast karet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Larger cards</source>
        <translation>Větší karty</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Larger te&amp;xt</source>
        <translation>Větší te&amp;xt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Text one and a half times the system&apos;s size</source>
        <translation>Text jedenapůlkrát větší než v systému</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Side panel</source>
        <translation>&amp;Boční panel</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&amp;Animations</source>
        <translation>&amp;Animace</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Off (reduce motion)</source>
        <translation>Vypnuto (méně pohybu)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Rychle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normálně</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Pomalu</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Tutor: ask before a doubtful move</source>
        <translation>&amp;Učitel: zeptat se před pochybným tahem</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Before a move that loses more than the threshold, ask first</source>
        <translation>Před tahem, který ztrácí víc než práh, se nejdřív zeptat</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tutor&apos;s &amp;threshold</source>
        <translation>&amp;Práh učitele</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n point(s)</source>
        <translation>%n bod|%n body|%n bodů</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A&amp;nnouncements</source>
        <translation>&amp;Oznámení</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every move</source>
        <translation>Každý tah</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only what concerns me</source>
        <translation>Jen co se týká mě</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Computer &amp;pace</source>
        <translation>&amp;Tempo počítače</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Read my &amp;hand by suit</source>
        <translation>Přečíst &amp;ruku podle barev</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read my hand by &amp;rank</source>
        <translation>Přečíst ruku podle &amp;hodnot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the &amp;melds</source>
        <translation>Přečíst &amp;vyložené kombinace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the &amp;players</source>
        <translation>Přečíst &amp;hráče</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the p&amp;iles</source>
        <translation>Přečíst &amp;balíčky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What can I &amp;do now?</source>
        <translation>Co teď &amp;můžu udělat?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How far am I from the &amp;contract?</source>
        <translation>Jak daleko mám ke &amp;kontraktu?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the &amp;scores</source>
        <translation>Přečíst &amp;skóre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repeat the &amp;last announcement</source>
        <translation>Zopakovat &amp;poslední oznámení</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spea&amp;k</source>
        <translation>&amp;Předčítat</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Help</source>
        <translation>&amp;Nápověda</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Pravidla této hry</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Keyboard and mouse</source>
        <translation>&amp;Klávesnice a myš</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;About Continental</source>
        <translation>&amp;O hře Continental</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>&amp;Language</source>
        <translation>&amp;Jazyk</translation>
    </message>
    <message>
        <location line="-154"/>
        <source>&amp;Edit</source>
        <translation>Úp&amp;ravy</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Undo</source>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take back your last meld of this turn, before you discard (games against the computer)</source>
        <translation>Vzít zpět poslední vyložení v tomto tahu, než odhodíte (hry proti počítači)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Allow undo</source>
        <translation>&amp;Povolit vrácení tahu</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>System default</source>
        <translation>Podle systému</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/files.py" line="+141"/>
        <source>A game can be replayed once it is over.</source>
        <translation>Hru lze přehrát, až skončí.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/game_dialogs.py" line="+66"/>
        <source>Resume unfinished game</source>
        <translation>Pokračovat v nedokončené hře</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/may_i_setting.py" line="+65"/>
        <source>No more May I? questions for you. Game menu, Ask me about May I? switches them back on.</source>
        <translation>Na Smím? se vás už nikdo nezeptá. Zpět to zapnete v nabídce Hra, Ptát se na Smím?.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/game_dialogs.py" line="-42"/>
        <source>Answer May I? first: a player leaves the game from their own hand, not from the shared table.</source>
        <translation>Nejdřív odpovězte na Smím?: ze hry se odchází od vlastních karet, ne od společného stolu.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/main_window.py" line="+3"/>
        <source>{name}, deal {seed}</source>
        <translation>{name}, rozdání č. {seed}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/files.py" line="-38"/>
        <source>Autosave failed: {error}</source>
        <translation>Automatické uložení selhalo: {error}</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>There is no game to save.</source>
        <translation>Není žádná hra k uložení.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/dialogs/file_dialogs.py" line="+44"/>
        <source>Save game</source>
        <translation>Uložit hru</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Continental games (*.continental)</source>
        <translation>Hry Continental (*.continental)</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/files.py" line="+8"/>
        <source>Saved to {path}</source>
        <translation>Uloženo do {path}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/dialogs/file_dialogs.py" line="+34"/>
        <source>Could not save</source>
        <translation>Nelze uložit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game was not saved: {error}</source>
        <translation>Hra nebyla uložena: {error}</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Open game</source>
        <translation>Otevřít hru</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/files.py" line="+20"/>
        <location line="+27"/>
        <source>Opening {path}…</source>
        <translation>Otevírá se {path}…</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Opened {path}</source>
        <translation>Otevřeno: {path}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/dialogs/file_dialogs.py" line="+16"/>
        <source>Could not open the game</source>
        <translation>Hru nelze otevřít</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} could not be opened. The file was not changed.

{why}</source>
        <translation>{path} nelze otevřít. Soubor nebyl změněn.

{why}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/privacy_screen.py" line="+183"/>
        <source>{name} may claim the {card} (May I?).</source>
        <translation>{name} si může říct o {card} (Smím?).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is {name}&apos;s turn. Everyone else, look away.</source>
        <translation>Na tahu je {name}. Ostatní se nedívejte.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/game_dialogs.py" line="+67"/>
        <source>There is no seat of yours to leave.</source>
        <translation>U stolu nemáte žádné místo, které by šlo opustit.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/dialogs/file_dialogs.py" line="+97"/>
        <source>No recent games</source>
        <translation>Žádné nedávné hry</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>{file}: {why} It was kept as {kept}.</source>
        <translation>{file}: {why} Soubor byl ponechán jako {kept}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The previous autosave is offered instead.</source>
        <translation>Místo toho se nabízí předchozí automatické uložení.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A saved game is damaged</source>
        <translation>Uložená hra je poškozená</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Resume your game?</source>
        <translation>Pokračovat ve hře?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have an unfinished game of {rules} ({round}) with {names}.</source>
        <translation>Máte nedokončenou hru {rules} ({round}) s hráči {names}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Resume</source>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game…</source>
        <translation>Nová hra…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Open another game?</source>
        <translation>Otevřít jinou hru?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your game of {rules} ({round}) is not finished. The autosave keeps only the game being played: to come back to this one later, save it first with Save As.</source>
        <translation>Vaše hra {rules} ({round}) není dokončená. Automatické uložení uchovává jen právě hranou hru: chcete-li se k této hře později vrátit, nejdřív ji uložte příkazem „Uložit jako“.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Open the other game</source>
        <translation>Otevřít jinou hru</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/game_dialogs.py" line="+30"/>
        <source>About Continental</source>
        <translation>O hře Continental</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Continental {version}&lt;/h3&gt;&lt;p&gt;Continental Rummy and its family (May I?, Contract Rummy, Liverpool, Shanghai, Carioca) against computer players.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Continental {version}&lt;/h3&gt;&lt;p&gt;Continental Rummy a celá jeho rodina (Smím?, kontraktové žolíky, Liverpool, Shanghai, Carioca) proti počítačovým hráčům.&lt;/p&gt;&lt;p&gt;Svobodný software pod licencí MIT.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/bars.py" line="-136"/>
        <source>Scores ◂</source>
        <translation>Skóre ◂</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>No game</source>
        <translation>Žádná hra</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/main_window.py" line="+36"/>
        <source>Start a new game from the Game menu (Ctrl+N).</source>
        <translation>Novou hru začnete v nabídce Hra (Ctrl+N).</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/bars.py" line="+171"/>
        <source>Go out (G)</source>
        <translation>Zavřít (G)</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/main_window.py" line="-190"/>
        <source>Card table</source>
        <translation>Karetní stůl</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Edge of the side panel: drag to resize it</source>
        <translation>Okraj bočního panelu: tažením změníš jeho šířku</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{hand} reads your hand, {moves} what you can do; View, Speak lists every key that reads the table.</source>
        <translation>{hand} přečte vaše karty, {moves} co můžete udělat; Zobrazení, Předčítat uvádí všechny klávesy, které čtou stůl.</translation>
    </message>
    <message>
        <location line="+229"/>
        <source>The computer players had to be restarted; {name} is thinking again.</source>
        <translation>Počítačové hráče bylo nutné restartovat; {name} znovu přemýšlí.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Computer player stopped</source>
        <translation>Počítačový hráč se zastavil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} could not move ({error}). The game is paused.</source>
        <translation>{name} nemůže táhnout ({error}). Hra je pozastavena.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/session.py" line="+375"/>
        <source>Statistics are off: the disk is full.</source>
        <translation>Statistiky jsou vypnuté: disk je plný.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics are off: {error}</source>
        <translation>Statistiky jsou vypnuté: {error}</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The game could not be added to the statistics: the disk is full. The games recorded before are kept.</source>
        <translation>Hru nelze přidat do statistik: disk je plný. Dříve zaznamenané hry zůstávají zachovány.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game could not be added to the statistics: {error}</source>
        <translation>Hru nelze přidat do statistik: {error}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/main_window.py" line="-142"/>
        <source>The statistics are still opening; try again in a moment.</source>
        <translation>Statistiky se ještě otevírají; zkuste to za chvíli.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/log_view.py" line="+133"/>
        <source>Following new moves</source>
        <translation>Sledují se nové tahy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll up to read back; the log stops there</source>
        <translation>Posunutím nahoru si přečtete starší řádky; záznam tam zůstane stát</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New moves below — click to follow</source>
        <translation>Nové tahy níže — klepnutím je sledujte</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>Go to the newest line and follow new moves</source>
        <translation>Přejít na nejnovější řádek a sledovat nové tahy</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Not following — click to follow new moves</source>
        <translation>Nesleduje se — klepnutím sledujte nové tahy</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/undo.py" line="+44"/>
        <source>Undo is switched off (Edit menu).</source>
        <translation>Vracení tahů je vypnuté (nabídka Úpravy).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only your own melds of this turn can be taken back, before you discard, in a game against the computer.</source>
        <translation>Zpět lze vzít jen vlastní vyložení v tomto tahu, než odhodíte, ve hře proti počítači.</translation>
    </message>
</context>
<context>
    <name>MayIOffer</name>
    <message>
        <location filename="../continental_qt/ui/table/privacy_screen.py" line="+159"/>
        <source>May I? {name}, do you want the {card}?</source>
        <translation>Smím? {name}, chcete {card}?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{turn} did not take the {card}. {name} may take it with %n penalty card(s) from the stock.</source>
        <translation>{turn} si nebere {card}. {name} si ji může vzít a k tomu z talonu %n trestnou kartu.|{turn} si nebere {card}. {name} si ji může vzít a k tomu z talonu %n trestné karty.|{turn} si nebere {card}. {name} si ji může vzít a k tomu z talonu %n trestných karet.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{turn} did not take the {card}. {name} may take it.</source>
        <translation>{turn} si nebere {card}. {name} si ji může vzít.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{turn} may still take it first.</source>
        <translation>{turn} si ji ale může vzít přednostně.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>May I? (M)</source>
        <translation>Smím? (M)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No thanks (N)</source>
        <translation>Ne, díky (N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: see my cards first</source>
        <translation>{name}: nejdřív ukázat mé karty</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hand is shown. {name} may answer now, or see their own cards first while the others look away.</source>
        <translation>Žádné karty v ruce nejsou vidět. {name} může odpovědět hned, nebo se nejdřív podívat na své karty, zatímco se ostatní nedívají.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/new_game_dialog.py" line="+93"/>
        <source>New Game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../continental_qt/ui/texts/names.py" line="+18"/>
        <source>You</source>
        <translation>Vy</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Edit rules…</source>
        <translation>&amp;Upravit pravidla…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change any rule of the chosen preset, add house rules, or keep your own rules as a custom preset.</source>
        <translation>Změňte libovolné pravidlo zvolené varianty, přidejte domácí pravidla nebo si pravidla uložte jako vlastní variantu.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>random</source>
        <translation>náhodné</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The same deal number deals the same cards, so a game can be played again. Leave it empty for a random deal.</source>
        <translation>Stejné číslo rozdání rozdá stejné karty, takže hru lze sehrát znovu. Pro náhodné rozdání nechte pole prázdné.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>How quickly the computer players make their moves.</source>
        <translation>Jak rychle počítačoví hráči táhnou.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Pravidla:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Players:</source>
        <translation>&amp;Hráči:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played by</source>
        <translation>Hraje</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Deal number:</source>
        <translation>Číslo &amp;rozdání:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Com&amp;puter speed:</source>
        <translation>Rychlost &amp;počítače:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Summary of the rules</source>
        <translation>Shrnutí pravidel</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Start</source>
        <translation>&amp;Začít</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{name} (damaged)</source>
        <translation>{name} (poškozená)</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>Seat {number} needs a name.</source>
        <translation>Místo {number} potřebuje jméno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seats {first} and {second} are both called “{name}”.</source>
        <translation>Místa {first} a {second} mají stejné jméno „{name}“.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose the number of players.</source>
        <translation>Zvolte počet hráčů.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deal number must be a whole number, or empty for a random deal.</source>
        <translation>Číslo rozdání musí být celé číslo, nebo prázdné pro náhodné rozdání.</translation>
    </message>
</context>
<context>
    <name>PlatformCheck</name>
    <message>
        <location filename="../continental_qt/ui/platform_check.py" line="+179"/>
        <source>Continental cannot open its window</source>
        <translation>Continental nemůže otevřít své okno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no display to open it on (DISPLAY is not set). Start Continental on the desktop, or over ssh with ssh -X.</source>
        <translation>Není displej, na kterém by se otevřelo (DISPLAY není nastaveno). Spusťte Continental na ploše, nebo přes ssh s ssh -X.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(not named by the system)</source>
        <translation>(systém je neuvedl)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qt&apos;s X11 platform plugin needs system libraries that are missing: {names}.</source>
        <translation>Platformní modul X11 knihovny Qt potřebuje systémové knihovny, které chybějí: {names}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>On Debian or Ubuntu, install them with:
{command}</source>
        <translation>V Debianu nebo Ubuntu je nainstalujete příkazem:
{command}</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <location filename="../continental_qt/ui/table/privacy_screen.py" line="-236"/>
        <source>Pass to {name}</source>
        <translation>Předejte hráči {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Answer without looking</source>
        <translation>Odpovědět naslepo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I am {name}: show my cards</source>
        <translation>Jsem {name}: ukázat mé karty</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click the button or press F when {name} has the screen. No other key shows the cards.</source>
        <translation>Až bude u obrazovky {name}, klepněte na tlačítko nebo stiskněte F. Žádná jiná klávesa karty neukáže.</translation>
    </message>
</context>
<context>
    <name>Reading</name>
    <message>
        <location filename="../continental_qt/ui/texts/reading.py" line="+43"/>
        <source>No hand of yours is showing.</source>
        <translation>Vaše karty nejsou vidět.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%n card(s).</source>
        <translation>%n karta.|%n karty.|%n karet.</translation>
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
        <translation>žolíci: {cards}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{wild} as {place}</source>
        <translation>{wild} jako {place}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No melds on the table.</source>
        <translation>Na stole nejsou žádné kombinace.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{owner}&apos;s run</source>
        <translation>postupka hráče {owner}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{owner}&apos;s set</source>
        <translation>skupina hráče {owner}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%n card(s) in hand</source>
        <translation>%n karta v ruce|%n karty v ruce|%n karet v ruce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>down</source>
        <translation>vyložen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not down</source>
        <translation>nevyložen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%n buy(s) used</source>
        <translation>%n použitý nákup|%n použité nákupy|%n použitých nákupů</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>left the game</source>
        <translation>opustil hru</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to play</source>
        <translation>na tahu</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Stock: %n card(s).</source>
        <translation>Talon: %n karta.|Talon: %n karty.|Talon: %n karet.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The discard pile is empty.</source>
        <translation>Odhazovací balíček je prázdný.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard pile: %n card(s), {card} on top.</source>
        <translation>Odhazovací balíček: %n karta, navrchu {card}.|Odhazovací balíček: %n karty, navrchu {card}.|Odhazovací balíček: %n karet, navrchu {card}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing to do now: it is not your move.</source>
        <translation>Teď nic: nejste na tahu.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Go down</source>
        <translation>vyložit se</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay off {cards}</source>
        <translation>přiložit {cards}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Swap {cards} for a wild</source>
        <translation>vyměnit {cards} za žolíka</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Discard one of %n card(s)</source>
        <translation>odhodit jednu z %n karty|odhodit jednu ze %n karet|odhodit jednu z %n karet</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{contract}. You are down.</source>
        <translation>{contract}. Jste vyložen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{contract}. You can go down now.</source>
        <translation>{contract}. Můžete se teď vyložit.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{contract}. You lack %n card(s).</source>
        <translation>{contract}. Chybí vám %n karta.|{contract}. Chybí vám %n karty.|{contract}. Chybí vám %n karet.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name}: %n point(s).</source>
        <translation>{name}: %n bod.|{name}: %n body.|{name}: %n bodů.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{card}, {position} of {count}, selected</source>
        <translation>{card}, {position} z {count}, vybraná</translation>
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
        <translation>{slot}: prázdné.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/access_nodes.py" line="+207"/>
        <source>A valid meld.</source>
        <translation>Platná kombinace.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Melds on the table: %n</source>
        <translation>Kombinace na stole: %n|Kombinace na stole: %n|Kombinace na stole: %n</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your melds to go down with</source>
        <translation>Tvé kombinace k vyložení</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand: %n card(s)</source>
        <translation>Tvá ruka: %n karta|Tvá ruka: %n karty|Tvá ruka: %n karet</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../continental_qt/ui/replay_window.py" line="-12"/>
        <source>Replay: {game}</source>
        <translation>Záznam: {game}</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+1"/>
        <source>Hands</source>
        <translation>Karty v ruce</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>First move (Home)</source>
        <translation>První tah (Home)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Back one move (Left)</source>
        <translation>O tah zpět (šipka vlevo)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Move</source>
        <translation>Tah</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Forward one move (Right)</source>
        <translation>O tah vpřed (šipka vpravo)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last move (End)</source>
        <translation>Poslední tah (End)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Show</source>
        <translation>Zobrazit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}&apos;s view</source>
        <translation>Pohled hráče {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spectator (no hand)</source>
        <translation>Divák (bez karet v ruce)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every hand face up</source>
        <translation>Všechny karty odkryté</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show:</source>
        <translation>Zobrazit:</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Move {n} of {total} · {round}</source>
        <translation>Tah {n} z {total} · {round}</translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/round_summary.py" line="+135"/>
        <source>Game over</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{round} is over</source>
        <translation>{round} skončilo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {n} is over</source>
        <translation>Kolo {n} skončilo</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{who} wins {game}!</source>
        <translation>Vítězství ve hře {game}: {who}!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who} share the win in {game}!</source>
        <translation>Vítězství ve hře {game} sdílejí: {who}!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is void: nobody wins.</source>
        <translation>Hra je neplatná: nikdo nevyhrává.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{round}: {name} went out.</source>
        <translation>{round}: zavírá {name}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round {n}: {name} went out.</source>
        <translation>Kolo {n}: zavírá {name}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{round}: the stock ran out; nobody went out.</source>
        <translation>{round}: došel talon; nikdo nezavřel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round {n}: the stock ran out; nobody went out.</source>
        <translation>Kolo {n}: došel talon; nikdo nezavřel.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards left</source>
        <translation>Zbylé karty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal</source>
        <translation>Toto rozdání</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This round</source>
        <translation>Toto kolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scores</source>
        <translation>Skóre</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Went out</source>
        <translation>Zavřel(a)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Left the game</source>
        <translation>Mimo hru</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Fewest points wins.</source>
        <translation>Vyhrává nejméně bodů.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next deal</source>
        <translation>Další rozdání</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next round</source>
        <translation>Další kolo</translation>
    </message>
</context>
<context>
    <name>RoundsEditor</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/rounds_editor.py" line="-343"/>
        <source>Rounds</source>
        <translation>Kola</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Add round</source>
        <translation>Přid&amp;at kolo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a copy of the selected round after it.</source>
        <translation>Přidat za vybrané kolo jeho kopii.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Odebrat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move up</source>
        <translation>Posunout nahoru</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move down</source>
        <translation>Posunout dolů</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>How many cards each player is dealt in this round.</source>
        <translation>Kolik karet dostane v tomto kole každý hráč.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards dea&amp;lt:</source>
        <translation>Roz&amp;daných karet:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Contract (the melds to lay down to go down):</source>
        <translation>Kontrakt (kombinace, které je třeba vyložit):</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No melds: nothing to lay down (single-hand game).</source>
        <translation>Žádné kombinace: nic se nevykládá (hra na jednu ruku).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add se&amp;t</source>
        <translation>Přidat skupi&amp;nu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The contract asks for one more set.</source>
        <translation>Kontrakt vyžaduje ještě jednu skupinu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add ru&amp;n</source>
        <translation>Přidat pos&amp;tupku</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The contract asks for one more run.</source>
        <translation>Kontrakt vyžaduje ještě jednu postupku.</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>Round {number}: {cards} cards · {contract}</source>
        <translation>Kolo {number}: rozdává se {cards} · {contract}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No round selected</source>
        <translation>Není vybráno žádné kolo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round {number}</source>
        <translation>Kolo {number}</translation>
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
        <translation>Skupina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run</source>
        <comment>meld kind</comment>
        <translation>Postupka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set: cards of one rank. Run: cards of one suit in sequence.</source>
        <translation>Skupina: karty stejné hodnoty. Postupka: karty jedné barvy jdoucí po sobě.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>at least </source>
        <translation>nejméně </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fewest cards this meld may have.</source>
        <translation>Nejmenší počet karet této kombinace.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Remove this meld from the contract.</source>
        <translation>Odebrat tuto kombinaci z kontraktu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove meld {number}</source>
        <translation>Odebrat kombinaci {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind of meld {number}</source>
        <translation>Druh kombinace {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest cards in meld {number}</source>
        <translation>Nejméně karet v kombinaci {number}</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/rules_dialog.py" line="+17"/>
        <source>Rules — {name}</source>
        <translation>Pravidla — {name}</translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/rules_editor.py" line="+69"/>
        <source>Give the preset a name.</source>
        <translation>Pojmenujte variantu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A preset name may have at most {limit} characters.</source>
        <translation>Název varianty může mít nejvýše {limit} znaků.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A preset name may not start or end with a dot, nor hold any of / \ : * ? &quot; &lt; &gt; |.</source>
        <translation>Název varianty nesmí začínat ani končit tečkou ani obsahovat znaky / \ : * ? &quot; &lt; &gt; |.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>“{name}” cannot name a file; choose another name.</source>
        <translation>„{name}“ nemůže být názvem souboru; zvolte jiný název.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is already a preset called “{name}”.</source>
        <translation>Varianta „{name}“ už existuje.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no preset called “{name}”.</source>
        <translation>Varianta „{name}“ neexistuje.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is not a regular file (it is a folder, a pipe or a device), so it was not read.</source>
        <translation>Nejde o běžný soubor (je to složka, roura nebo zařízení), proto nebyl přečten.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file could not be read: {problem}</source>
        <translation>Soubor nelze přečíst: {problem}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file could not be written: {problem}</source>
        <translation>Soubor nelze zapsat: {problem}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The preset in the file has no name.</source>
        <translation>Varianta v souboru nemá název.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The preset&apos;s name in the file is longer than {limit} characters.</source>
        <translation>Název varianty v souboru je delší než {limit} znaků.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The preset&apos;s name in the file cannot be used as a file name.</source>
        <translation>Název varianty v souboru nelze použít jako název souboru.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file&apos;s version number is missing or not valid.</source>
        <translation>Číslo verze souboru chybí nebo není platné.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The version of Continental named in the file is not valid.</source>
        <translation>Verze hry Continental uvedená v souboru není platná.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The preset&apos;s name in the file is missing or not text.</source>
        <translation>Název varianty v souboru chybí nebo to není text.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules are missing from the file or not readable.</source>
        <translation>Pravidla v souboru chybí nebo je nelze přečíst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A part of the preset file is missing or not valid.</source>
        <translation>Část souboru varianty chybí nebo není platná.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The rules in the file hold an entry of the wrong kind.</source>
        <translation>Pravidla v souboru obsahují položku nesprávného druhu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules in the file lack an entry they need.</source>
        <translation>Pravidlům v souboru chybí potřebná položka.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules in the file hold a number or a list far too large.</source>
        <translation>Pravidla v souboru obsahují příliš velké číslo nebo seznam.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file holds entries this version of Continental does not know.</source>
        <translation>Soubor obsahuje položky, které tato verze hry Continental nezná.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules in the file are in a form this version of Continental cannot read.</source>
        <translation>Pravidla v souboru mají podobu, kterou tato verze hry Continental neumí přečíst.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file was made by a newer version of Continental; update Continental to use it.</source>
        <translation>Soubor vytvořila novější verze hry Continental; chcete-li ho použít, aktualizujte Continental.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The rules in the file cannot be played.</source>
        <translation>Podle pravidel v souboru nelze hrát.</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>The file is far too large to be a rules preset.</source>
        <translation>Soubor je příliš velký na to, aby šlo o variantu pravidel.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The file is not a rules preset: it is not JSON text.</source>
        <translation>Soubor není variantou pravidel: nejde o text JSON.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is not a rules preset (it may be a saved game or other data).</source>
        <translation>Soubor není variantou pravidel (může jít o uloženou hru nebo jiná data).</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>The rules in the file cannot be used: {reason}</source>
        <translation>Pravidla ze souboru nelze použít: {reason}</translation>
    </message>
</context>
<context>
    <name>RulesEditorDialog</name>
    <message>
        <location line="+37"/>
        <source>Rules Editor</source>
        <translation>Editor pravidel</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The preset these rules start from.</source>
        <translation>Varianta, ze které tato pravidla vycházejí.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start &amp;from:</source>
        <translation>&amp;Výchozí varianta:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save as…</source>
        <translation>&amp;Uložit jako…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep these rules as a custom preset under a name of your choice.</source>
        <translation>Uložit tato pravidla jako vlastní variantu pod zvoleným názvem.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rena&amp;me…</source>
        <translation>&amp;Přejmenovat…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Give this custom preset another name.</source>
        <translation>Přejmenovat tuto vlastní variantu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Delete</source>
        <translation>&amp;Smazat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delete this custom preset.</source>
        <translation>Smazat tuto vlastní variantu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportovat…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write these rules to a file to share them.</source>
        <translation>Zapsat tato pravidla do souboru, abyste je mohli sdílet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importovat…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a custom preset from a file someone shared.</source>
        <translation>Přidat vlastní variantu ze souboru, který vám někdo poslal.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>House rules (one click)</source>
        <translation>Domácí pravidla (jedním klepnutím)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deuces wild</source>
        <translation>Dvojky jsou žolíci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red aces wild</source>
        <translation>Červená esa jsou žolíci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No May I? in the last three rounds</source>
        <translation>Bez Smím? v posledních třech kolech</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three buys per round</source>
        <translation>Tři nákupy za kolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final discard required</source>
        <translation>Povinné závěrečné odhození</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every 2 is wild, as well as the jokers.</source>
        <translation>Každá dvojka je žolík, stejně jako jokery.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The aces of hearts and diamonds are wild.</source>
        <translation>Srdcová a kárová esa jsou žolíci.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody may buy a discard in the last three rounds.</source>
        <translation>V posledních třech kolech nesmí nikdo kupovat odhozené karty.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player may buy at most three times in a round.</source>
        <translation>Každý hráč smí v jednom kole koupit nejvýše třikrát.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Going out needs a discard at the end.</source>
        <translation>Kdo zavírá, musí nakonec odhodit kartu.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>mixed</source>
        <translation>různé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every row of the deck table gets this many jokers per deck.</source>
        <translation>Každý řádek tabulky balíčků dostane tolik jokerů na balíček.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Jokers per deck:</source>
        <translation>&amp;Jokerů na balíček:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Summary of the rules</source>
        <translation>Shrnutí pravidel</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&amp;Use these rules</source>
        <translation>P&amp;oužít tato pravidla</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo &amp;changes</source>
        <translation>&amp;Zrušit změny</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go back to the preset these rules started from.</source>
        <translation>Vrátit se k variantě, ze které tato pravidla vycházejí.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>{name} (damaged)</source>
        <translation>{name} (poškozená)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name}: {reason}</source>
        <translation>{name}: {reason}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Some custom presets cannot be used. {details}</source>
        <translation>Některé vlastní varianty nelze použít. {details}</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>{name} (edited)</source>
        <translation>{name} (upravená)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>These rules cannot be played yet:</source>
        <translation>Podle těchto pravidel zatím nelze hrát:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These rules can be played.</source>
        <translation>Podle těchto pravidel lze hrát.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rules Editor — {name}</source>
        <translation>Editor pravidel — {name}</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Name (at most 40 characters):</source>
        <translation>Název (nejvýše 40 znaků):</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{name} (ours)</source>
        <translation>{name} (naše)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save as custom preset</source>
        <translation>Uložit jako vlastní variantu</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Replace preset</source>
        <translation>Nahradit variantu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is already a preset called “{name}”. Replace it?</source>
        <translation>Varianta „{name}“ už existuje. Nahradit ji?</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Saved as “{name}”.</source>
        <translation>Uloženo jako „{name}“.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rename custom preset</source>
        <translation>Přejmenovat vlastní variantu</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Renamed to “{name}”.</source>
        <translation>Přejmenováno na „{name}“.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Delete preset</source>
        <translation>Smazat variantu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the custom preset “{name}”? This cannot be undone.</source>
        <translation>Smazat vlastní variantu „{name}“? Tuto akci nelze vrátit.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Deleted “{name}”.</source>
        <translation>Smazáno: „{name}“.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Export rules</source>
        <translation>Exportovat pravidla</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+17"/>
        <source>Continental rules</source>
        <translation>Pravidla Continental</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Exported to {path}.</source>
        <translation>Exportováno do {path}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Import rules</source>
        <translation>Importovat pravidla</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{file} was not imported. {reason}</source>
        <translation>Soubor {file} nebyl importován. {reason}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Imported as “{name}”.</source>
        <translation>Importováno jako „{name}“.</translation>
    </message>
</context>
<context>
    <name>RulesForm</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/rules_form.py" line="+185"/>
        <source>&amp;Players &amp;&amp; decks</source>
        <translation>&amp;Hráči a balíčky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fewest players:</source>
        <translation>Nejméně hráčů:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The smallest table this game can be played at (at least 2).</source>
        <translation>Nejmenší počet hráčů, pro který je hra určena (nejméně 2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Most players:</source>
        <translation>Nejvíce hráčů:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The largest table (at most 12); the decks below must deal everyone.</source>
        <translation>Největší počet hráčů (nejvýše 12); balíčky níže musí stačit na rozdání všem.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Decks and jokers</source>
        <translation>Balíčky a jokery</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>For each table size, how many decks are shuffled together and how many jokers in all. The first row whose player count fits the table is used.</source>
        <translation>Pro každý počet hráčů: kolik balíčků se zamíchá dohromady a kolik jokerů se přidá celkem. Použije se první řádek, jehož počet hráčů stolu vyhovuje.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>At the table</source>
        <translation>U stolu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>First dealer:</source>
        <translation>První rozdávající:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>High card</source>
        <translation>Nejvyšší karta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low card</source>
        <translation>Nejnižší karta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At random</source>
        <translation>Náhodně</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How the first dealer is chosen: everyone cuts and the highest or lowest card deals, or the computer picks.</source>
        <translation>Jak se určí první rozdávající: všichni sejmou a rozdává nejvyšší, nebo nejnižší karta, případně vybere počítač.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Direction:</source>
        <translation>Směr:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clockwise (deal passes left)</source>
        <translation>Po směru hodinových ručiček (rozdávání jde doleva)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counter-clockwise (deal passes right)</source>
        <translation>Proti směru hodinových ručiček (rozdávání jde doprava)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which way play and the deal go round the table.</source>
        <translation>Kterým směrem jde kolem stolu hra a rozdávání.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Rounds &amp;&amp; contracts</source>
        <translation>&amp;Kola a kontrakty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds</source>
        <translation>Kola</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each round deals its cards and names its contract: the melds a player must lay down together to go down. Select a round to change it.</source>
        <translation>Každé kolo má svůj počet rozdaných karet a svůj kontrakt: kombinace, které musí hráč vyložit najednou, aby se vyložil. Kolo změníte, když ho vyberete.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Melds &amp;&amp; &amp;wilds</source>
        <translation>Kombinace a žo&amp;líci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wild cards</source>
        <translation>Žolíci</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jokers are always wild.</source>
        <translation>Jokery jsou vždy žolíci.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deuces are wild</source>
        <translation>Dvojky jsou žolíci</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every 2 may stand for any card; in its own place in a run it counts as itself.</source>
        <translation>Každá dvojka může zastoupit libovolnou kartu; na svém vlastním místě v postupce platí sama za sebe.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Red aces are wild</source>
        <translation>Červená esa jsou žolíci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The aces of hearts and diamonds may stand for any card, or be used as aces.</source>
        <translation>Srdcová a kárová esa mohou zastoupit libovolnou kartu, nebo se hrát jako esa.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sets and runs</source>
        <translation>Skupiny a postupky</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sets are allowed</source>
        <translation>Skupiny jsou povoleny</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off: only runs may be melded (the single-hand game).</source>
        <translation>Vypnuto: vykládat lze jen postupky (hra na jednu ruku).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shortest set:</source>
        <translation>Nejkratší skupina:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A set (cards of one rank) needs at least this many cards.</source>
        <translation>Skupina (karty stejné hodnoty) musí mít nejméně tolik karet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shortest run:</source>
        <translation>Nejkratší postupka:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A run (one suit in sequence) needs at least this many cards.</source>
        <translation>Postupka (karty jedné barvy jdoucí po sobě) musí mít nejméně tolik karet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Longest run:</source>
        <translation>Nejdelší postupka:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No run may be longer than this (13 is one of every rank).</source>
        <translation>Žádná postupka nesmí být delší (13 = od každé hodnoty jedna).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ace low (A-2-3)</source>
        <translation>Eso dole (A-2-3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The ace may start a run below the 2.</source>
        <translation>Eso může začínat postupku pod dvojkou.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ace high (Q-K-A)</source>
        <translation>Eso nahoře (Q-K-A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The ace may end a run above the king.</source>
        <translation>Eso může končit postupku nad králem.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Runs go round the corner (K-A-2)</source>
        <translation>Postupky dokola přes eso (K-A-2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A run may pass from the king through the ace to the 2.</source>
        <translation>Postupka může pokračovat od krále přes eso na dvojku.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Limits on wild cards</source>
        <translation>Omezení žolíků</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Natural cards per meld:</source>
        <translation>Pravých karet v kombinaci:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each meld needs at least this many cards that are not used as wilds.</source>
        <translation>Každá kombinace musí mít nejméně tolik karet, které nejsou použity jako žolík.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Wilds may not outnumber natural cards</source>
        <translation>Žolíků nesmí být víc než pravých karet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checked after every card added: a meld holds at most as many wilds as naturals.</source>
        <translation>Kontroluje se po každé přidané kartě: kombinace smí mít nejvýše tolik žolíků, kolik má pravých karet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A set of wilds alone is allowed</source>
        <translation>Skupina ze samých žolíků je povolena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three or more wild cards may form a set; only wilds may be added to it.</source>
        <translation>Tři a více žolíků smí tvořit skupinu; přikládat k ní lze jen žolíky.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No two wilds side by side in a run</source>
        <translation>V postupce nesmí být dva žolíci vedle sebe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A run may not hold two wild cards next to each other.</source>
        <translation>Postupka nesmí obsahovat dva žolíky vedle sebe.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Playing melds</source>
        <translation>Hraní kombinací</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lay off in the turn you go down</source>
        <translation>Přikládat už v tahu vyložení</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off: adding cards to melds on the table waits until the next turn.</source>
        <translation>Vypnuto: přikládat karty ke kombinacím na stole lze až v dalším tahu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Swap a wild in a run</source>
        <translation>Výměna žolíka v postupce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player who is down may replace a wild in a run with the card it stands for, and must play the wild at once.</source>
        <translation>Hráč, který má vyloženo, smí nahradit žolíka v postupce kartou, kterou zastupuje, a žolíka musí hned zahrát.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ma&amp;y I?</source>
        <translation>Smí&amp;m?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buying discards</source>
        <translation>Kupování odhozených karet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>May I? (buying) is played</source>
        <translation>Hraje se Smím? (kupování)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the player in turn passes the discard, the others may claim it in turn order.</source>
        <translation>Když hráč na tahu odhozenou kartu nevezme, ostatní si o ni mohou říct v pořadí tahů.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Penalty cards:</source>
        <translation>Trestné karty:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The buyer also takes this many cards from the stock.</source>
        <translation>Kupující si navíc vezme tolik karet z talonu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Buys per round:</source>
        <translation>Nákupů za kolo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How often each player may buy in one round.</source>
        <translation>Kolikrát smí každý hráč v jednom kole koupit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No limit</source>
        <translation>Bez omezení</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last rounds without buying:</source>
        <translation>Poslední kola bez kupování:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No May I? in this many rounds at the end of the game.</source>
        <translation>V tolika posledních kolech hry se Smím? nehraje.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players who are down may buy</source>
        <translation>Kdo má vyloženo, smí kupovat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off: once a player has gone down, they can no longer buy.</source>
        <translation>Vypnuto: kdo se vyložil, už nemůže kupovat.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>First refusal</source>
        <translation>Předkupní právo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After a claim, the player in turn may take the discard instead, without penalty.</source>
        <translation>Když si někdo o kartu řekne, může si ji místo něj bez trestu vzít hráč na tahu.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The discarder may buy it back</source>
        <translation>Kdo kartu odhodil, smí ji koupit zpět</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player who threw the card may claim it like the others.</source>
        <translation>Hráč, který kartu odhodil, si o ni může říct jako ostatní.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Going out &amp;&amp; scoring</source>
        <translation>Zavření a &amp;body</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Going out</source>
        <translation>Zavření</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Final discard:</source>
        <translation>Závěrečné odhození:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional</source>
        <translation>Volitelné</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Required</source>
        <translation>Povinné</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Optional: go out by melding your last card or discarding it. Required: the last card must be a discard.</source>
        <translation>Volitelné: zavřít lze vyložením i odhozením poslední karty. Povinné: poslední karta se musí odhodit.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Last round: go out by melding every card</source>
        <translation>Poslední kolo: zavřít vyložením všech karet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the last round no final discard is allowed.</source>
        <translation>V posledním kole se při zavírání neodhazuje.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Penalty points for cards left in hand</source>
        <translation>Trestné body za karty v ruce</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>What each card left in a hand costs at the end of a round.</source>
        <translation>Kolik stojí na konci kola každá karta, která zůstala v ruce.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Down and out in one turn:</source>
        <translation>Vyložení a zavření v jednom tahu:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points for going down and out in the same turn (negative is a bonus).</source>
        <translation>Body za vyložení a zavření v témže tahu (záporné číslo je bonus).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Single-hand game</source>
        <translation>Hra na jednu ruku</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play the single-hand game</source>
        <translation>Hrát hru na jednu ruku</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No going down: a player goes out by laying down the whole hand in one of the patterns below. Turn sets off and give the rounds no contract.</source>
        <translation>Žádné vykládání: hráč zavírá tak, že vyloží celou ruku najednou podle jedné ze sestav níže. Vypněte skupiny a kolům nezadávejte kontrakt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>e.g. 3+3+3+3+3; 4+4+4+3</source>
        <translation>např. 3+3+3+3+3; 4+4+4+3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Going-out patterns:</source>
        <translation>Sestavy pro zavření:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run lengths that make up a whole hand, each pattern separated by “;”.</source>
        <translation>Délky postupek, které dají celou ruku; jednotlivé sestavy oddělte „;“.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deals in a match:</source>
        <translation>Rozdání v zápase:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many deals a match lasts.</source>
        <translation>Kolik rozdání trvá zápas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One deal by each player</source>
        <translation>Každý hráč jednou rozdává</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>For winning:</source>
        <translation>Za výhru:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each deuce used as a wild:</source>
        <translation>Každá dvojka jako žolík:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each joker:</source>
        <translation>Každý joker:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Going out without drawing:</source>
        <translation>Zavření bez líznutí:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Going out after one draw:</source>
        <translation>Zavření po jednom líznutí:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Using no wild:</source>
        <translation>Bez žolíků:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All melds of one suit:</source>
        <translation>Všechny kombinace v jedné barvě:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What each other player pays the winner of a deal, added up.</source>
        <translation>Kolik každý další hráč zaplatí vítězi rozdání (položky se sčítají).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Ad&amp;vanced</source>
        <translation>&amp;Rozšířené</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the stock runs out</source>
        <translation>Když dojde talon</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Empty stock:</source>
        <translation>Prázdný talon:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn the discards over once, then the round ends</source>
        <translation>Jednou otočit odhozené karty, pak kolo končí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shuffle the discards into a new stock</source>
        <translation>Zamíchat odhozené karty do nového talonu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What happens when no card is left to draw; the top discard always stays.</source>
        <translation>Co se stane, když už není co líznout; horní odhozená karta vždy zůstává.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turn limit per round:</source>
        <translation>Limit tahů za kolo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A round that lasts this many turns ends as if the stock had run out.</source>
        <translation>Kolo, které trvá tolik tahů, skončí, jako by došel talon.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dealing</source>
        <translation>Rozdávání</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards dealt at a time:</source>
        <translation>Karet najednou při rozdávání:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only changes how the deal looks.</source>
        <translation>Mění jen to, jak rozdávání vypadá.</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>The going-out patterns cannot be read: write run lengths joined by “+”, and separate patterns with “;” (for example 3+3+3+3+3; 4+4+4+3).</source>
        <translation>Sestavy pro zavření nelze přečíst: pište délky postupek spojené „+“ a sestavy oddělujte „;“ (například 3+3+3+3+3; 4+4+4+3).</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../continental_qt/ui/stats/score_chart.py" line="+265"/>
        <source>Running total</source>
        <translation>Průběžný součet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each player&apos;s total after each deal</source>
        <translation>Celkové skóre každého hráče po každém rozdání</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per deal</source>
        <translation>Po rozdáních</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The points of each deal, side by side</source>
        <translation>Body jednotlivých rozdání vedle sebe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player&apos;s total after each round</source>
        <translation>Celkové skóre každého hráče po každém kole</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per round</source>
        <translation>Po kolech</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The points of each round, side by side</source>
        <translation>Body jednotlivých kol vedle sebe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score chart</source>
        <translation>Graf skóre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export PNG…</source>
        <translation>Exportovat PNG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save this chart as a PNG image</source>
        <translation>Uložit graf jako obrázek PNG</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scores appear here after the first round.</source>
        <translation>Skóre se tu objeví po prvním kole.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Total</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal {number}</source>
        <translation>Rozdání {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {number}</source>
        <translation>Kolo {number}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Totals after %n deal(s), the best first: {totals}.</source>
        <translation>Součty po %n rozdání, nejlepší první: {totals}.|Součty po %n rozdáních, nejlepší první: {totals}.|Součty po %n rozdáních, nejlepší první: {totals}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Totals after %n round(s), the best first: {totals}.</source>
        <translation>Součty po %n kole, nejlepší první: {totals}.|Součty po %n kolech, nejlepší první: {totals}.|Součty po %n kolech, nejlepší první: {totals}.</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>Total points</source>
        <translation>Body celkem</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Points</source>
        <translation>Body</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Deal</source>
        <translation>Rozdání</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <translation>Kolo</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>{name} — deal {deal}: {points} (total {total})</source>
        <translation>{name} — rozdání {deal}: {points} (celkem {total})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} — round {round}: {points} (total {total})</source>
        <translation>{name} — kolo {round}: {points} (celkem {total})</translation>
    </message>
    <message>
        <location line="+78"/>
        <location line="+11"/>
        <source>Export chart</source>
        <translation>Exportovat graf</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>PNG images (*.png)</source>
        <translation>Obrázky PNG (*.png)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not write {path}.</source>
        <translation>Nelze zapsat {path}.</translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message>
        <location filename="../continental_qt/ui/stats/score_model.py" line="+112"/>
        <source>Total</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>R{n}</source>
        <translation>K{n}</translation>
    </message>
</context>
<context>
    <name>Staging</name>
    <message>
        <location filename="../continental_qt/ui/table/hand_row.py" line="+280"/>
        <source>drop cards here</source>
        <translation>sem přetáhněte karty</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../continental_qt/ui/stats/stats_charts.py" line="+80"/>
        <source>Totals, game after game (★ won)</source>
        <translation>Celkové skóre hru po hře (★ výhra)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+209"/>
        <source>Total points</source>
        <translation>Body celkem</translation>
    </message>
    <message>
        <location line="-205"/>
        <source>Win rate over time</source>
        <translation>Podíl výher v čase</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+206"/>
        <source>Win rate (%)</source>
        <translation>Podíl výher (%)</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/stats/player_numbers.py" line="+32"/>
        <location filename="../continental_qt/ui/stats/stats_charts.py" line="-202"/>
        <source>Points in a round</source>
        <translation>Body v kole</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/stats/stats_charts.py" line="+1"/>
        <source>Points</source>
        <translation>Body</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+222"/>
        <location line="+10"/>
        <location filename="../continental_qt/ui/stats/stats_model.py" line="+90"/>
        <source>Rounds</source>
        <translation>Kola</translation>
    </message>
    <message>
        <location line="-174"/>
        <source>Charts of {name}</source>
        <translation>Grafy hráče {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: totals, game after game (★ won)</source>
        <translation>{name}: celkové skóre hru po hře (★ výhra)</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+17"/>
        <source>Round scores of different rules do not compare:
choose one rule set.</source>
        <translation>Body z kol podle různých pravidel nelze srovnávat:
zvolte jednu variantu pravidel.</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+26"/>
        <location line="+36"/>
        <location line="+92"/>
        <source>No finished games yet.</source>
        <translation>Zatím žádné dokončené hry.</translation>
    </message>
    <message>
        <location line="-145"/>
        <location line="+71"/>
        <source>No rounds yet.</source>
        <translation>Zatím žádná kola.</translation>
    </message>
    <message>
        <location line="-68"/>
        <location line="+81"/>
        <source>average {value}</source>
        <translation>průměr {value}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Game {number}</source>
        <translation>Hra {number}</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%n finished game(s), {wins} won; totals from {low} to {high}.</source>
        <translation>%n dokončená hra, výher: {wins}; součty od {low} do {high}.|%n dokončené hry, výher: {wins}; součty od {low} do {high}.|%n dokončených her, výher: {wins}; součty od {low} do {high}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game {number}, {date}
{rules}
Total {total}</source>
        <translation>Hra {number}, {date}
{rules}
Celkem {total}</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+3"/>
        <location line="+53"/>
        <source>Won</source>
        <translation>Výhra</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/stats/stats_model.py" line="-57"/>
        <source>Single hand</source>
        <translation>Jedna ruka</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played by</source>
        <translation>Hraje</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/stats/player_numbers.py" line="-5"/>
        <location filename="../continental_qt/ui/stats/stats_model.py" line="+1"/>
        <source>Games</source>
        <translation>Hry</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/stats/stats_model.py" line="+1"/>
        <source>Wins</source>
        <translation>Výhry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>Podíl výher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average</source>
        <translation>Průměr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best</source>
        <translation>Nejlepší</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worst</source>
        <translation>Nejhorší</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coach</source>
        <translation>Trenér</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%n unfinished game(s) not counted.</source>
        <translation>%n nedokončená hra se nepočítá.|%n nedokončené hry se nepočítají.|%n nedokončených her se nepočítá.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Totals of different rules do not compare: choose one rule set.</source>
        <translation>Skóre podle různých pravidel nelze srovnávat: zvolte jednu variantu pravidel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rounds played, in finished and unfinished games.</source>
        <translation>Odehraná kola v dokončených i nedokončených hrách.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The coach&apos;s help asked in this person&apos;s games: hints, option lists, what was missing, the tutor&apos;s warnings and undos.</source>
        <translation>Pomoc trenéra v hrách tohoto hráče: rady, přehledy možností, co chybělo, varování učitele a vrácené tahy.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/stats/stats_window.py" line="+55"/>
        <source>The statistics were saved by a newer version of Continental.</source>
        <translation>Statistiky uložila novější verze hry Continental.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The statistics file is not one Continental made.</source>
        <translation>Soubor statistik nevytvořil Continental.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The statistics file is damaged.</source>
        <translation>Soubor statistik je poškozený.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{why} It was kept as “{file}” and new statistics were started.</source>
        <translation>{why} Soubor byl ponechán jako „{file}“ a začaly se vést nové statistiky.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Loading…</source>
        <translation>Načítání…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Statistics</source>
        <translation>Statistiky</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>All rule sets</source>
        <translation>Všechny varianty</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any</source>
        <translation>Kdokoli</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Pravidla:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Opponents:</source>
        <translation>&amp;Soupeři:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Export &amp;CSV…</source>
        <translation>Exportovat &amp;CSV…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export chart as &amp;PNG…</source>
        <translation>Exportovat graf do P&amp;NG…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No games recorded yet.</source>
        <translation>Zatím nejsou zaznamenány žádné hry.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every round you finish will show up here.</source>
        <translation>Každé dohrané kolo se zobrazí zde.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Points a round by contract</source>
        <translation>Body za kolo podle kontraktu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points a round</source>
        <translation>Body za kolo</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>The statistics could not be read: the disk is full.</source>
        <translation>Statistiky nelze přečíst: disk je plný.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The statistics could not be read: {error}</source>
        <translation>Statistiky nelze přečíst: {error}</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>No games match these filters.</source>
        <translation>Filtrům neodpovídají žádné hry.</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>{name}: %n finished game(s), {wins} won</source>
        <translation>{name}: %n dokončená hra, výher: {wins}|{name}: %n dokončené hry, výher: {wins}|{name}: %n dokončených her, výher: {wins}</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Export statistics</source>
        <translation>Exportovat statistiky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation>Soubory CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+33"/>
        <source>Saved “{file}”.</source>
        <translation>Uloženo: „{file}“.</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Could not save “{file}”: the disk is full.</source>
        <translation>„{file}“ nelze uložit: disk je plný.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not save “{file}”: {error}</source>
        <translation>„{file}“ nelze uložit: {error}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Export chart</source>
        <translation>Exportovat graf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG images (*.png)</source>
        <translation>Obrázky PNG (*.png)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not save “{file}”.</source>
        <translation>„{file}“ nelze uložit.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../continental_qt/ui/table/table_view.py" line="+308"/>
        <source>Stock: click to draw (D)</source>
        <translation>Talon: klepnutím si líznete (D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stock {n}</source>
        <translation>talon {n}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>discard pile</source>
        <translation>odhazovací balíček</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>discard pile (empty)</source>
        <translation>odhazovací balíček (prázdný)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>You</source>
        <translation>Vy</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/table_words.py" line="+29"/>
        <source>down ✓</source>
        <translation>vyloženo ✓</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>buys {u}/{l}</source>
        <translation>nákupy {u}/{l}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>buys {u}</source>
        <translation>nákupy {u}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>left the game</source>
        <translation>mimo hru</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/seat_plates.py" line="+55"/>
        <source>{name} ({level}), total {total} points</source>
        <translation>{name} ({level}), celkem bodů: {total}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/table_view.py" line="+77"/>
        <source>{name}&apos;s hand</source>
        <translation>{name} – karty</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/table_words.py" line="+6"/>
        <source>Set</source>
        <translation>Skupina</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Run</source>
        <translation>Postupka</translation>
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
        <translation>Vaše postupka: {cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s run: {cards}</source>
        <translation>Postupka hráče {name}: {cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your set: {cards}</source>
        <translation>Vaše skupina: {cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s set: {cards}</source>
        <translation>Skupina hráče {name}: {cards}</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>You are down: lay off and go out.</source>
        <translation>Máte vyloženo: přikládejte a zavřete.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You can meet the contract now.</source>
        <translation>Kontrakt teď můžete splnit.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are %n card(s) away.</source>
        <translation>Chybí vám %n karta.|Chybí vám %n karty.|Chybí vám %n karet.</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>Take the {card} before it is bought? (T or N)</source>
        <translation>Vzít si {card}, než ji někdo koupí? (T nebo N)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>May I? {name}, take the {card} plus %n penalty card(s)? Press M, or N to pass.</source>
        <translation>Smím? {name}, vezmete si {card} a k tomu %n trestnou kartu? Stiskněte M, nebo N pro odmítnutí.|Smím? {name}, vezmete si {card} a k tomu %n trestné karty? Stiskněte M, nebo N pro odmítnutí.|Smím? {name}, vezmete si {card} a k tomu %n trestných karet? Stiskněte M, nebo N pro odmítnutí.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>May I? Take the {card} plus %n penalty card(s): press M, or N to pass.</source>
        <translation>Smím? Vezměte si {card} a k tomu %n trestnou kartu: stiskněte M, nebo N pro odmítnutí.|Smím? Vezměte si {card} a k tomu %n trestné karty: stiskněte M, nebo N pro odmítnutí.|Smím? Vezměte si {card} a k tomu %n trestných karet: stiskněte M, nebo N pro odmítnutí.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>{name} is deciding on the {card}…</source>
        <translation>{name} se rozhoduje o kartě {card}…</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/table_input.py" line="+364"/>
        <source>Drop one card at a time there.</source>
        <translation>Sem pokládejte karty po jedné.</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>The discard is on offer: {m} says May I?, {n} lets it go.</source>
        <translation>Odhozená karta je v nabídce: {m} řekne Smím?, {n} ji nechá být.</translation>
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
        <translation>Odhodit</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lay off at the low end of {meld}</source>
        <translation>Přiložit na spodní konec: {meld}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lay off at the high end of {meld}</source>
        <translation>Přiložit na horní konec: {meld}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay off on {meld}</source>
        <translation>Přiložit: {meld}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Swap into {meld}, wild to its low end</source>
        <translation>Vyměnit za žolíka ({meld}), žolíka na spodní konec</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Swap into {meld}, wild to its high end</source>
        <translation>Vyměnit za žolíka ({meld}), žolíka na horní konec</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Swap into {meld}, wild to the low end of {target}</source>
        <translation>Vyměnit za žolíka ({meld}), žolíka na spodní konec: {target}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap into {meld}, wild to the high end of {target}</source>
        <translation>Vyměnit za žolíka ({meld}), žolíka na horní konec: {target}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap into {meld}, wild to {target}</source>
        <translation>Vyměnit za žolíka ({meld}), žolíka přesunout: {target}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/table_keys.py" line="+94"/>
        <source>No card has the focus: pick one with ← or →.</source>
        <translation>Žádná karta nemá fokus: vyberte ji šipkou ← nebo →.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/card_menus.py" line="+28"/>
        <source>the run {low} up to {high}</source>
        <translation>postupka od {low} do {high}</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>your run {cards}</source>
        <translation>vaše postupka {cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s run {cards}</source>
        <translation>postupka hráče {name} {cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your set {cards}</source>
        <translation>vaše skupina {cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s set {cards}</source>
        <translation>skupina hráče {name} {cards}</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>Put in {slot}</source>
        <translation>Vložit do: {slot}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Back to hand</source>
        <translation>Zpět do ruky</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing to do with this card now</source>
        <translation>S touto kartou teď nelze nic udělat</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/replay_hands.py" line="+82"/>
        <location filename="../continental_qt/ui/table/table_words.py" line="+54"/>
        <source>%n card(s)</source>
        <translation>%n karta|%n karty|%n karet</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../continental_qt/ui/texts/base.py" line="+69"/>
        <source>Someone</source>
        <translation>Někdo</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../continental_qt/ui/texts/names.py" line="+1"/>
        <source>Player {number}</source>
        <translation>Hráč {number}</translation>
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
        <translation>{first} a {last}</translation>
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
        <translation>skupina {length}+</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a run of {length}+</source>
        <translation>postupka {length}+</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>one set of {length}+</source>
        <translation>jedna skupina {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two sets of {length}+</source>
        <translation>dvě skupiny {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three sets of {length}+</source>
        <translation>tři skupiny {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four sets of {length}+</source>
        <translation>čtyři skupiny {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>five sets of {length}+</source>
        <translation>pět skupin {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>six sets of {length}+</source>
        <translation>šest skupin {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n sets of {length}+</source>
        <translation>%n skupina {length}+|%n skupiny {length}+|%n skupin {length}+</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>one run of {length}+</source>
        <translation>jedna postupka {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two runs of {length}+</source>
        <translation>dvě postupky {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three runs of {length}+</source>
        <translation>tři postupky {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four runs of {length}+</source>
        <translation>čtyři postupky {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>five runs of {length}+</source>
        <translation>pět postupek {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>six runs of {length}+</source>
        <translation>šest postupek {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n runs of {length}+</source>
        <translation>%n postupka {length}+|%n postupky {length}+|%n postupek {length}+</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No contract</source>
        <translation>Bez kontraktu</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Go out with all {cards} cards in runs: {patterns}.</source>
        <translation>Zavírá se všemi {cards} kartami v postupkách: {patterns}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{first} or {last}</source>
        <comment>last two choices of a list</comment>
        <translation>{first} nebo {last}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>All {cards} cards in runs</source>
        <translation>Všech {cards} karet v postupkách</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal {number} of {total}</source>
        <translation>Rozdání {number} z {total}</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+31"/>
        <source>Deal {number}</source>
        <translation>Rozdání {number}</translation>
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
        <translation>Kolo {number} z {total}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Round {number}</source>
        <translation>Kolo {number}</translation>
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
        <translation>K{number}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Highest total wins.</source>
        <translation>Vyhrává nejvyšší součet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest points wins.</source>
        <translation>Vyhrává nejméně bodů.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Highest total: leading</source>
        <translation>Nejvyšší součet: vede</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest points: leading</source>
        <translation>Nejméně bodů: vede</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/reasons.py" line="+18"/>
        <source>set</source>
        <comment>meld kind</comment>
        <translation>skupina</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>run</source>
        <comment>meld kind</comment>
        <translation>postupka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>meld</source>
        <comment>a set or a run</comment>
        <translation>kombinace</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have to draw first.</source>
        <translation>Nejdřív si musíte líznout.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have already drawn this turn.</source>
        <translation>V tomto tahu už máte líznuto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait until the May I? question is settled.</source>
        <translation>Počkejte, až bude Smím? rozhodnuto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The round is over: deal the next round first.</source>
        <translation>Kolo skončilo: nejdřív rozdejte další kolo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+36"/>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>You cannot do that now.</source>
        <translation>To teď nejde.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {round}: {problem}</source>
        <translation>Kolo {round}: {problem}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>It is not your turn.</source>
        <translation>Nejste na tahu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The next player must take the screen first.</source>
        <translation>Nejdřív musí obrazovku převzít další hráč.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The round is over: continue from the summary first.</source>
        <translation>Kolo skončilo: nejdřív pokračujte z přehledu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game does not know that move.</source>
        <translation>Hra takový tah nezná.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This is only a view of the game; it cannot be changed.</source>
        <translation>Toto je jen náhled hry; nelze ho měnit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The discard pile is empty.</source>
        <translation>Odhazovací balíček je prázdný.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card is not in your hand.</source>
        <translation>Tu kartu nemáte v ruce.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same card is used twice.</source>
        <translation>Stejná karta je použita dvakrát.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have already gone down this round.</source>
        <translation>V tomto kole už máte vyloženo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have to go down before you can lay off.</source>
        <translation>Než budete přikládat, musíte se vyložit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may not lay off in the turn you went down.</source>
        <translation>V tahu vyložení nesmíte přikládat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That meld is not on the table.</source>
        <translation>Ta kombinace na stole není.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such player.</source>
        <translation>Takový hráč neexistuje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wild cards may not be swapped in this game.</source>
        <translation>V této hře se žolíci nesmějí vyměňovat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep one card: going out needs a final discard.</source>
        <translation>Nechte si jednu kartu: zavírá se závěrečným odhozením.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may not discard your last card: go out by melding it instead.</source>
        <translation>Poslední kartu nesmíte odhodit: zavřete tak, že ji vyložíte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That would leave you one card you cannot meld, and in this round you must go out by melding, not by discarding.</source>
        <translation>Zbyla by vám jedna karta, kterou nelze vyložit, a v tomto kole se musí zavřít vyložením, ne odhozením.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In this game there is no going down: you go out with all your cards at once.</source>
        <translation>V této hře se nevykládá: zavírá se všemi kartami najednou.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Going out in one move belongs to the single-hand game.</source>
        <translation>Zavření jedním tahem patří ke hře na jednu ruku.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To go out, lay down every card but the one you discard after drawing.</source>
        <translation>K zavření vyložte všechny karty kromě té, kterou po líznutí odhodíte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Runs of {lengths} cards do not make a pattern for going out.</source>
        <translation>Postupky o délkách {lengths} netvoří sestavu pro zavření.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Those runs do not make a pattern for going out.</source>
        <translation>Tyto postupky netvoří sestavu pro zavření.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Those cards do not make a valid meld.</source>
        <translation>Tyto karty netvoří platnou kombinaci.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That card cannot be laid off there.</source>
        <translation>Tuto kartu tam nelze přiložit.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That swap is not possible.</source>
        <translation>Tato výměna není možná.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Those melds are not this round&apos;s contract.</source>
        <translation>Tyto kombinace nejsou kontraktem tohoto kola.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This round&apos;s contract asks for %n meld(s).</source>
        <translation>Kontrakt tohoto kola požaduje %n kombinaci.|Kontrakt tohoto kola požaduje %n kombinace.|Kontrakt tohoto kola požaduje %n kombinací.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay down exactly the melds the contract asks for.</source>
        <translation>Vyložte přesně ty kombinace, které kontrakt požaduje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your melds must be the sets and runs the contract asks for.</source>
        <translation>Vaše kombinace musí být ty skupiny a postupky, které kontrakt požaduje.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A contract meld here needs at least %n card(s).</source>
        <translation>Kombinace kontraktu zde potřebuje aspoň %n kartu.|Kombinace kontraktu zde potřebuje aspoň %n karty.|Kombinace kontraktu zde potřebuje aspoň %n karet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A meld is shorter than the contract asks for.</source>
        <translation>Některá kombinace je kratší, než kontrakt požaduje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The wild cards cannot stand where you placed them.</source>
        <translation>Žolíci nemohou stát tam, kde jsou umístěni.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only a wild card in a run can be swapped.</source>
        <translation>Vyměnit lze jen žolíka v postupce.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap a wild with a natural card of the run&apos;s suit.</source>
        <translation>Žolíka vyměňte za pravou kartu v barvě postupky.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No wild card in that run stands for this card.</source>
        <translation>Žádný žolík v té postupce tuto kartu nezastupuje.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No cards staged here yet.</source>
        <translation>Zde zatím nejsou připravené žádné karty.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not enough cards for this meld.</source>
        <translation>Na tuto kombinaci není dost karet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The entry “{field}” is too long (limit {limit}).</source>
        <translation>Položka „{field}“ je příliš dlouhá (limit {limit}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This run would be longer than the rules allow.</source>
        <translation>Tato postupka by byla delší, než pravidla dovolují.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>A game for {min} to {max} players is not possible: it needs at least 2 players, and the minimum may not be more than the maximum.</source>
        <translation>Hra pro {min} až {max} hráčů není možná: potřebuje alespoň 2 hráče a minimum nesmí být větší než maximum.</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The turn limit per round is too low: it must be at least 10.</source>
        <translation>Limit tahů za kolo je příliš nízký: musí být alespoň 10.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The setting “{field}” no longer exists and was left out.</source>
        <translation>Nastavení „{field}“ už neexistuje a bylo vynecháno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A setting that no longer exists was left out.</source>
        <translation>Nastavení, které už neexistuje, bylo vynecháno.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>The file is not a regular file (it is a folder, a pipe or a device), so it was not read.</source>
        <translation>Soubor není běžný soubor (je to složka, roura nebo zařízení), proto nebyl přečten.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file could not be read: {problem}</source>
        <translation>Soubor nelze přečíst: {problem}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The file is not a saved game of Continental.</source>
        <translation>Soubor není uložená hra Continental.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file was written by a newer version of Continental; update Continental to open it.</source>
        <translation>Tento soubor zapsala novější verze hry Continental; chcete-li ho otevřít, aktualizujte Continental.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This file was written by an older version of Continental that this version cannot read.</source>
        <translation>Tento soubor zapsala starší verze hry Continental a tato verze ho neumí přečíst.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Move {number} in the file cannot be read.</source>
        <translation>Tah {number} v souboru nelze přečíst.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The moves in the file do not follow the rules: move {number} cannot be played in the position before it.</source>
        <translation>Tahy v souboru neodpovídají pravidlům: tah {number} nelze v pozici před ním zahrát.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The moves in the file do not follow the rules.</source>
        <translation>Tahy v souboru neodpovídají pravidlům.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game was saved by an older version of Continental whose rules would not play it in the same way, so it cannot be continued.</source>
        <translation>Tuto hru uložila starší verze hry Continental, jejíž pravidla by ji nehrála stejně, proto v ní nelze pokračovat.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/prompts.py" line="+25"/>
        <source>Round over — see the summary</source>
        <translation>Kolo skončilo — viz přehled</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/reasons.py" line="-280"/>
        <location filename="../continental_qt/ui/texts/rules_summary.py" line="+82"/>
        <source>Every meld needs at least one natural card.</source>
        <translation>Každá kombinace musí mít aspoň jednu pravou kartu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This meld needs more natural cards.</source>
        <translation>Tato kombinace potřebuje více pravých karet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wilds may not outnumber natural cards.</source>
        <translation>Žolíků nesmí být víc než pravých karet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A set needs cards of one rank.</source>
        <translation>Skupina musí mít karty stejné hodnoty.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A run needs cards of one suit.</source>
        <translation>Postupka musí mít karty jedné barvy.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A run cannot hold the same rank twice.</source>
        <translation>Postupka nemůže obsahovat stejnou hodnotu dvakrát.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These cards leave gaps in the run that the wilds cannot fill.</source>
        <translation>Tyto karty nechávají v postupce mezery, které žolíci nezaplní.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../continental_qt/ui/texts/rules_summary.py" line="+10"/>
        <source>Two wild cards may not sit side by side in a run.</source>
        <translation>V postupce nesmějí být dva žolíci vedle sebe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round {round} asks for a set, but this game has no sets.</source>
        <translation>Kolo {round} požaduje skupinu, ale tato hra skupiny nemá.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has no sets: meld runs only.</source>
        <translation>Tato hra nemá skupiny: vykládejte jen postupky.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only wild cards can be added to a set of wild cards.</source>
        <translation>Ke skupině žolíků lze přikládat jen žolíky.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A meld must be a set or a run.</source>
        <translation>Kombinace musí být skupina, nebo postupka.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card does not fit this meld.</source>
        <translation>Ta karta do této kombinace nepatří.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card is not of this run&apos;s suit.</source>
        <translation>Ta karta nemá barvu této postupky.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This meld has no room for another card there.</source>
        <translation>V této kombinaci tam už není místo pro další kartu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose which end of the run the wild card goes on.</source>
        <translation>Zvolte, na který konec postupky žolík patří.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card can only go on the low or the high end of a run.</source>
        <translation>Karta může jít jen na spodní, nebo horní konec postupky.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The rules have no id.</source>
        <translation>Pravidla nemají identifikátor.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>At most {limit} players can play, not {max}.</source>
        <translation>Hrát může nejvýše {limit} hráčů, ne {max}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game is for {min} to {max} players, not {players}.</source>
        <translation>Tato hra je pro {min} až {max} hráčů, ne pro {players}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The rules say nothing about the decks to use.</source>
        <translation>Pravidla neurčují, jaké balíčky použít.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A table of {decks} decks and {jokers} jokers is not possible (1 to 8 decks, at most 4 jokers per deck).</source>
        <translation>Počet balíčků {decks} a jokerů {jokers} není možný (1 až 8 balíčků, nejvýše 4 jokery na balíček).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The rules have no rounds.</source>
        <translation>Pravidla nemají žádná kola.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sets and runs need at least 2 cards (here: sets {set_min}, runs {run_min}).</source>
        <translation>Skupiny a postupky musí mít nejméně 2 karty (zde: skupiny {set_min}, postupky {run_min}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The longest run must be 3 to 13 cards, not {value}.</source>
        <translation>Nejdelší postupka musí mít 3 až 13 karet, ne {value}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The shortest run ({run_min}) is longer than the longest run ({max}).</source>
        <translation>Nejkratší postupka ({run_min}) je delší než nejdelší postupka ({max}).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The ace must be allowed low, high or round the corner.</source>
        <translation>Eso musí smět stát dole, nahoře, nebo v postupce dokola (K-A-2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards must be dealt at least one at a time.</source>
        <translation>Rozdávat se musí nejméně po jedné kartě.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The number of deals in a match cannot be negative.</source>
        <translation>Počet rozdání v zápase nemůže být záporný.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settlement payments cannot be negative.</source>
        <translation>Platby při vyúčtování nemohou být záporné.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The single-hand game has no round contracts; it uses going-out patterns.</source>
        <translation>Hra na jednu ruku nemá kontrakty kol; používá sestavy pro zavření.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deck table must list player counts in rising order, each once.</source>
        <translation>Tabulka balíčků musí uvádět počty hráčů vzestupně, každý jednou.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The natural cards a meld needs must be between 0 and the meld minimum.</source>
        <translation>Počet pravých karet v kombinaci musí být mezi 0 a minimální délkou kombinace.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>May I? penalties, limits and rounds cannot be negative.</source>
        <translation>Tresty, limity a kola pro Smím? nemohou být záporné.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown rule for the final discard: “{value}”.</source>
        <translation>Neznámé pravidlo pro závěrečné odhození: „{value}“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown rule for an empty stock: “{value}”.</source>
        <translation>Neznámé pravidlo pro prázdný talon: „{value}“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown way to choose the first dealer: “{value}”.</source>
        <translation>Neznámý způsob volby prvního rozdávajícího: „{value}“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play must go clockwise or counter-clockwise.</source>
        <translation>Hra musí jít po směru, nebo proti směru hodinových ručiček.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The points table needs 14 values (joker, ace to king), none negative.</source>
        <translation>Tabulka bodů potřebuje 14 hodnot (joker, eso až král), žádnou zápornou.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The single-hand game is played with runs only; sets must be off.</source>
        <translation>Hra na jednu ruku se hraje jen s postupkami; skupiny musí být vypnuté.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The single-hand game needs at least one pattern for going out.</source>
        <translation>Hra na jednu ruku potřebuje aspoň jednu sestavu pro zavření.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the pattern {pattern} a run is shorter than 3 or longer than allowed.</source>
        <translation>V sestavě {pattern} je postupka kratší než 3 nebo delší, než je dovoleno.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At least one card must be dealt.</source>
        <translation>Rozdat se musí aspoň jedna karta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The round has no contract.</source>
        <translation>Kolo nemá kontrakt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown kind of meld “{kind}”.</source>
        <translation>Neznámý druh kombinace „{kind}“.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A run of {length} is longer than the rules allow.</source>
        <translation>Postupka délky {length} je delší, než pravidla dovolují.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A {kind} in the contract is shorter than a {kind} may be.</source>
        <translation>V kontraktu je {kind} kratší, než je dovoleno.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The pattern {pattern} does not add up to the {dealt} cards dealt.</source>
        <translation>Součet sestavy {pattern} neodpovídá počtu rozdaných karet ({dealt}).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The contract needs {need} cards, but a player can hold at most {most}.</source>
        <translation>Kontrakt potřebuje {need} karet, ale hráč může mít v ruce nejvýše {most}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>With {players} players the decks hold {cards} cards, but dealing needs {need}.</source>
        <translation>Při {players} hráčích mají balíčky {cards} karet, ale k rozdání je potřeba {need}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>These rules cannot be played.</source>
        <translation>Podle těchto pravidel nelze hrát.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules file is not valid JSON.</source>
        <translation>Soubor pravidel není platný JSON.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The entry “{field}” has the wrong type.</source>
        <translation>Položka „{field}“ má nesprávný typ.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The entry “{field}” is out of range.</source>
        <translation>Položka „{field}“ je mimo rozsah.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The entry “{field}” is missing.</source>
        <translation>Chybí položka „{field}“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An entry of the rules file is malformed.</source>
        <translation>Některá položka souboru pravidel je chybně zapsaná.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown entries: {fields}.</source>
        <translation>Neznámé položky: {fields}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file is not in a format Continental knows.</source>
        <translation>Soubor není ve formátu, který Continental zná.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file was made by a newer version of Continental.</source>
        <translation>Soubor vytvořila novější verze hry Continental.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The file is not a saved game: it is not readable JSON text.</source>
        <translation>Soubor není uložená hra: nejde o čitelný text JSON.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The file is far too large to be a saved game.</source>
        <translation>Soubor je příliš velký na to, aby šlo o uloženou hru.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file lists {seats} seats, but the game in it has {players} players.</source>
        <translation>Soubor uvádí {seats} míst, ale hra v něm má {players} hráčů.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file&apos;s list of players does not match the game in it.</source>
        <translation>Seznam hráčů v souboru neodpovídá hře, která je v něm uložena.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game is not a readable document.</source>
        <translation>Uložená hra není čitelný dokument.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The saved game holds a move that cannot be read.</source>
        <translation>Uložená hra obsahuje tah, který nelze přečíst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game is too large.</source>
        <translation>Uložená hra je příliš velká.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The saved game does not replay to the saved position; it may be damaged or from another version.</source>
        <translation>Přehrání uložené hry nevede k uložené pozici; hra může být poškozená nebo z jiné verze.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The file&apos;s version number is missing or not valid.</source>
        <translation>Číslo verze souboru chybí nebo není platné.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The name of the file&apos;s rules is missing or not valid.</source>
        <translation>Název pravidel v souboru chybí nebo není platný.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The speed of the computer players in the file is missing or not valid.</source>
        <translation>Rychlost počítačových hráčů v souboru chybí nebo není platná.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The date the file was saved is not valid.</source>
        <translation>Datum uložení souboru není platné.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The version of Continental named in the file is not valid.</source>
        <translation>Verze hry Continental uvedená v souboru není platná.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game&apos;s identity in the file is not valid.</source>
        <translation>Identifikátor hry v souboru není platný.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file&apos;s list of players is missing or not valid.</source>
        <translation>Seznam hráčů v souboru chybí nebo není platný.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player&apos;s name in the file is missing, blank or longer than {limit} characters.</source>
        <translation>Jméno hráče v souboru chybí, je prázdné nebo je delší než {limit} znaků.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A player&apos;s name in the file is missing, blank or too long.</source>
        <translation>Jméno hráče v souboru chybí, je prázdné nebo je příliš dlouhé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player in the file is neither a person nor a known computer level.</source>
        <translation>Hráč v souboru není člověk ani známá úroveň počítače.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game in the file is missing or cannot be replayed.</source>
        <translation>Hra v souboru chybí nebo ji nelze přehrát.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The check of the saved position is missing from the file.</source>
        <translation>V souboru chybí kontrolní součet uložené pozice.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The number of players in the file is missing or does not fit its rules.</source>
        <translation>Počet hráčů v souboru chybí nebo neodpovídá pravidlům hry.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deal number in the file is missing or not valid.</source>
        <translation>Číslo rozdání v souboru chybí nebo není platné.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The list of moves in the file is missing or not valid.</source>
        <translation>Seznam tahů v souboru chybí nebo není platný.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A part of the saved game is missing or not valid.</source>
        <translation>Část uložené hry chybí nebo není platná.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The rules in the file hold an entry of the wrong kind.</source>
        <translation>Pravidla v souboru obsahují položku nesprávného druhu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules in the file lack an entry they need.</source>
        <translation>Pravidlům v souboru chybí potřebná položka.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules in the file hold a number or a list far too large.</source>
        <translation>Pravidla v souboru obsahují příliš velké číslo nebo seznam.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules in the file hold entries this version of Continental does not know.</source>
        <translation>Pravidla v souboru obsahují položky, které tato verze hry Continental nezná.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules in the file are in a form this version of Continental cannot read.</source>
        <translation>Pravidla v souboru mají podobu, kterou tato verze hry Continental neumí přečíst.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The saved game&apos;s rules cannot be played: {reason}</source>
        <translation>Podle pravidel uložené hry nelze hrát: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The saved game&apos;s rules cannot be played.</source>
        <translation>Podle pravidel uložené hry nelze hrát.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the file or its folder does not exist.</source>
        <translation>soubor nebo jeho složka neexistuje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you do not have permission to use it.</source>
        <translation>nemáte oprávnění ho použít.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a folder, not a file.</source>
        <translation>je to složka, ne soubor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full.</source>
        <translation>disk je plný.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is read-only.</source>
        <translation>disk je jen pro čtení.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file name is too long.</source>
        <translation>název souboru je příliš dlouhý.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is too large for the disk.</source>
        <translation>soubor je pro disk příliš velký.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk reported an error.</source>
        <translation>disk ohlásil chybu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is in use by another program.</source>
        <translation>soubor používá jiný program.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the system refused.</source>
        <translation>systém operaci odmítl.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The file is not a saved game Continental can read.</source>
        <translation>Soubor není uložená hra, kterou Continental umí přečíst.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The file could not be written: {problem}</source>
        <translation>Soubor nelze zapsat: {problem}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file could not be written because of an unexpected error.</source>
        <translation>Soubor nelze zapsat kvůli neočekávané chybě.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>That is not allowed ({code}).</source>
        <translation>To není dovoleno ({code}).</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/events.py" line="+37"/>
        <source>on your own run</source>
        <translation>na vlastní postupku</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on their own run</source>
        <translation>na svou postupku</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on your run</source>
        <translation>na vaši postupku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on {owner}&apos;s run</source>
        <translation>na postupku hráče {owner}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on your own set</source>
        <translation>na vlastní skupinu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on their own set</source>
        <translation>na svou skupinu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on your set</source>
        <translation>na vaši skupinu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on {owner}&apos;s set</source>
        <translation>na skupinu hráče {owner}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/base.py" line="+21"/>
        <source>you</source>
        <translation>vy</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/events.py" line="+36"/>
        <source>You drew the {card} from the stock.</source>
        <translation>Berete si {card} z talonu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} drew from the stock.</source>
        <translation>{name} si bere z talonu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You took the {card} from the discard pile.</source>
        <translation>Berete si {card} z odhazovacího balíčku.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} took the {card} from the discard pile.</source>
        <translation>{name} si bere {card} z odhazovacího balíčku.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You did not take the {card}: May I? is open.</source>
        <translation>Neberete si {card}: začíná Smím?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} did not take the {card}: May I? is open.</source>
        <translation>{name} si nebere {card}: začíná Smím?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You used first refusal on the {card}.</source>
        <translation>Uplatňujete předkupní právo na {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} used first refusal on the {card}.</source>
        <translation>{name} uplatňuje předkupní právo na {card}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You declined first refusal.</source>
        <translation>Předkupní právo neuplatňujete.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} declined first refusal.</source>
        <translation>{name} předkupní právo neuplatňuje.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You discarded the {card}.</source>
        <translation>Odhazujete {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} discarded the {card}.</source>
        <translation>{name} odhazuje {card}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The discard pile was turned over as the new stock (%n card(s)).</source>
        <translation>Odhazovací balíček byl otočen jako nový talon (%n karta).|Odhazovací balíček byl otočen jako nový talon (%n karty).|Odhazovací balíček byl otočen jako nový talon (%n karet).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The discard pile was shuffled into a new stock (%n card(s)).</source>
        <translation>Odhozené karty byly zamíchány do nového talonu (%n karta).|Odhozené karty byly zamíchány do nového talonu (%n karty).|Odhozené karty byly zamíchány do nového talonu (%n karet).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The round reached its limit of %n turn(s).</source>
        <translation>Kolo dosáhlo limitu %n tahu.|Kolo dosáhlo limitu %n tahů.|Kolo dosáhlo limitu %n tahů.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You left the game.</source>
        <translation>Odcházíte ze hry.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} left the game.</source>
        <translation>{name} odchází ze hry.</translation>
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
        <translation>Nové rozdání: rozdáváte vy; otočená karta je {card}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New deal: {dealer} deals; the upcard is the {card}.</source>
        <translation>Nové rozdání: rozdává {dealer}; otočená karta je {card}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {number} of {total}: you deal; the upcard is the {card}.</source>
        <translation>Kolo {number} z {total}: rozdáváte vy; otočená karta je {card}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round {number} of {total}: {dealer} deals; the upcard is the {card}.</source>
        <translation>Kolo {number} z {total}: rozdává {dealer}; otočená karta je {card}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You asked for the {card} (May I?); {turn} has first refusal.</source>
        <translation>Říkáte si o {card} (Smím?); předkupní právo má {turn}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} asked for the {card} (May I?); you have first refusal.</source>
        <translation>{name} si říká o {card} (Smím?); předkupní právo máte vy.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} asked for the {card} (May I?); {turn} has first refusal.</source>
        <translation>{name} si říká o {card} (Smím?); předkupní právo má {turn}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You bought the {card} (May I?).</source>
        <translation>Kupujete {card} (Smím?).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You bought the {card} (May I?) and took the {penalty} as a penalty.</source>
        <translation>Kupujete {card} (Smím?) a jako trest berete {penalty}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} bought the {card} (May I?).</source>
        <translation>{name} kupuje {card} (Smím?).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} bought the {card} (May I?) and %n penalty card(s).</source>
        <translation>{name} kupuje {card} (Smím?) a %n trestnou kartu.|{name} kupuje {card} (Smím?) a %n trestné karty.|{name} kupuje {card} (Smím?) a %n trestných karet.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You went out with {melds}.</source>
        <translation>Zavíráte: {melds}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} went out with {melds}.</source>
        <translation>{name} zavírá: {melds}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You went down: {melds}.</source>
        <translation>Vykládáte: {melds}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} went down: {melds}.</source>
        <translation>{name} vykládá: {melds}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You went out with runs of {sizes} cards.</source>
        <translation>Zavíráte postupkami délek {sizes}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} went out with runs of {sizes} cards.</source>
        <translation>{name} zavírá postupkami délek {sizes}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You went down with %n meld(s).</source>
        <translation>Vykládáte %n kombinaci.|Vykládáte %n kombinace.|Vykládáte %n kombinací.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} went down with %n meld(s).</source>
        <translation>{name} vykládá %n kombinaci.|{name} vykládá %n kombinace.|{name} vykládá %n kombinací.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You laid off the {card}.</source>
        <translation>Přikládáte {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} laid off the {card}.</source>
        <translation>{name} přikládá {card}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You laid off the {card} as {rank} {where}.</source>
        <translation>Přikládáte {card} jako {rank} {where}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} laid off the {card} as {rank} {where}.</source>
        <translation>{name} přikládá {card} jako {rank} {where}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You laid off the {card} {where}.</source>
        <translation>Přikládáte {card} {where}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} laid off the {card} {where}.</source>
        <translation>{name} přikládá {card} {where}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You swapped the {card} for the {wild}.</source>
        <translation>Vyměňujete {card} za {wild}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} swapped the {card} for the {wild}.</source>
        <translation>{name} vyměňuje {card} za {wild}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You swapped the {card} for the {wild} and played the {wild} {where}.</source>
        <translation>Vyměňujete {card} za {wild} a {wild} přikládáte {where}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} swapped the {card} for the {wild} and played the {wild} {where}.</source>
        <translation>{name} vyměňuje {card} za {wild} a {wild} přikládá {where}.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The deal ends with no winner: the stock ran out.</source>
        <translation>Rozdání končí bez vítěze: došel talon.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal ends: you went out and collect {pay} from each player.</source>
        <translation>Rozdání končí: zavíráte a od každého hráče inkasujete {pay}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deal ends: {name} went out and collects {pay} from each player.</source>
        <translation>Rozdání končí: {name} zavírá a od každého hráče inkasuje {pay}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {number} ends: no one went out.</source>
        <translation>Kolo {number} končí: nikdo nezavřel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {number} ends: you went out.</source>
        <translation>Kolo {number} končí: zavíráte vy.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {number} ends: {name} went out.</source>
        <translation>Kolo {number} končí: zavírá {name}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You were left with {cards}: %n point(s).</source>
        <translation>Zbylo vám {cards}: %n bod.|Zbylo vám {cards}: %n body.|Zbylo vám {cards}: %n bodů.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Game over: the game is void.</source>
        <translation>Konec hry: hra je neplatná.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over: you win with {total} points.</source>
        <translation>Konec hry: vyhráváte s {total} body.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over: {name} wins with {total} points.</source>
        <translation>Konec hry: vyhrává {name} s {total} body.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over: {names} share the win with {total} points.</source>
        <translation>Konec hry: o výhru se s {total} body dělí {names}.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/prompts.py" line="+4"/>
        <source>Game over — {names} won</source>
        <translation>Konec hry — vítězství: {names}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your turn — draw a card</source>
        <translation>Jste na tahu — lízněte si kartu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s turn — drawing</source>
        <translation>Na tahu: {name} — bere si kartu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>May I? — you may claim the {card}</source>
        <translation>Smím? — můžete si říct o {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>May I? — {name} is asked about the {card}</source>
        <translation>Smím? — {name} se rozhoduje o {card}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} may claim the {card} — waiting</source>
        <translation>{name} si může říct o {card} — čeká se</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your first refusal on the {card}</source>
        <translation>Máte předkupní právo na {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has first refusal on the {card} — waiting</source>
        <translation>{name} má předkupní právo na {card} — čeká se</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your turn — go out or discard</source>
        <translation>Jste na tahu — zavřete, nebo odhoďte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn — lay off or discard</source>
        <translation>Jste na tahu — přikládejte, nebo odhoďte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn — meld or discard</source>
        <translation>Jste na tahu — vyložte, nebo odhoďte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s turn — playing</source>
        <translation>Na tahu: {name} — hraje</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discard a card to end your turn (double-click it or drop it on the pile).</source>
        <translation>Tah ukončíte odhozením karty (dvojklikem nebo přetažením na odhazovací balíček).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The game is over. Start a new one from the Game menu.</source>
        <translation>Hra skončila. Novou začnete v nabídce Hra.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You have left this game.</source>
        <translation>V této hře už nejste.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>May I? {name}, do you want the {card}?</source>
        <translation>Smím? {name}, chcete {card}?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Waiting: {name} may claim the {card}…</source>
        <translation>Čeká se: {name} si může říct o {card}…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Waiting for {name}…</source>
        <translation>Čeká se na hráče {name}…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your turn: draw from the stock, or go out now if all your cards fit.</source>
        <translation>Jste na tahu: lízněte si z talonu, nebo hned zavřete, pokud vám sedí všechny karty.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: draw from the stock or take the {card}, or go out now if all your cards fit.</source>
        <translation>Jste na tahu: lízněte si z talonu nebo si vezměte {card}, případně hned zavřete, pokud vám sedí všechny karty.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your turn: draw from the stock.</source>
        <translation>Jste na tahu: lízněte si z talonu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: draw from the stock or take the {card}.</source>
        <translation>Jste na tahu: lízněte si z talonu, nebo si vezměte {card}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The {card} is on offer. May I?</source>
        <translation>{card} je v nabídce. Smím?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} discarded the {card}. May I?</source>
        <translation>{name} odhazuje {card}. Smím?</translation>
    </message>
    <message>
        <location line="-33"/>
        <location line="+37"/>
        <source>(It costs %n penalty card(s).)</source>
        <translation>(Stojí to %n trestnou kartu.)|(Stojí to %n trestné karty.)|(Stojí to %n trestných karet.)</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>Deal over — see the summary</source>
        <translation>Rozdání skončilo — viz přehled</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>The deal is over: see the summary (Enter deals the next).</source>
        <translation>Rozdání skončilo: viz přehled (Enter rozdá další).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The round is over: see the summary (Enter deals the next).</source>
        <translation>Kolo skončilo: viz přehled (Enter rozdá další).</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>{name} may still take it first.</source>
        <translation>{name} si ji ale může vzít přednostně.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} wants the {card}: take it yourself (no penalty) or let them have it.</source>
        <translation>{name} chce {card}: vezměte si ji (bez trestu), nebo ji přenechte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Go out with all {cards} cards in runs, or discard a card to end your turn.</source>
        <translation>Zavřete se všemi {cards} kartami v postupkách, nebo tah ukončete odhozením karty.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go down with {contract}, or discard a card to end your turn.</source>
        <translation>Vyložte kontrakt ({contract}), nebo tah ukončete odhozením karty.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lay off cards on the table melds, or discard a card to end your turn.</source>
        <translation>Přikládejte karty ke kombinacím na stole, nebo tah ukončete odhozením karty.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This last round ends only when someone melds every card.</source>
        <translation>Toto poslední kolo skončí, až někdo vyloží všechny karty.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/names.py" line="+7"/>
        <source>Human</source>
        <translation>Člověk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Easy</source>
        <comment>computer player level</comment>
        <translation>Snadný</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Medium</source>
        <comment>computer player level</comment>
        <translation>Střední</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hard</source>
        <comment>computer player level</comment>
        <translation>Těžký</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random</source>
        <comment>computer player level</comment>
        <translation>Náhodný</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Oracle</source>
        <comment>computer player level</comment>
        <translation>Vševěd</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>May I? (seven hands)</source>
        <comment>preset name</comment>
        <translation>Smím? (sedm kol)</translation>
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
        <translation>Continental (jedna ruka)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contract Rummy (Hoyle)</source>
        <comment>preset name</comment>
        <translation>Kontraktové žolíky (Hoyle)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Liverpool Rummy</source>
        <comment>preset name</comment>
        <translation>Žolíky Liverpool</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shanghai (ten hands)</source>
        <comment>preset name</comment>
        <translation>Shanghai (deset kol)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continental (Spain &amp; Latin America)</source>
        <comment>preset name</comment>
        <translation>Continental (Španělsko a Latinská Amerika)</translation>
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
        <translation>Okamžitě</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fast</source>
        <comment>pace of computer turns</comment>
        <translation>Rychle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal</source>
        <comment>pace of computer turns</comment>
        <translation>Normálně</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/rules_summary.py" line="-160"/>
        <source>%n player(s)</source>
        <translation>%n hráč|%n hráči|%n hráčů</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{low}–{high} players</source>
        <translation>Hráči: {low}–{high}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%n deck(s)</source>
        <translation>%n balíček|%n balíčky|%n balíčků</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%n joker(s)</source>
        <translation>%n joker|%n jokery|%n jokerů</translation>
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
        <translation>dvojky</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>red aces</source>
        <translation>červená esa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wild cards: {cards}.</source>
        <translation>Žolíci: {cards}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A deuce or red ace may also be used as itself, as a natural card.</source>
        <translation>Dvojka nebo červené eso se může hrát i jako pravá karta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A deuce may also be used as itself, as a natural card.</source>
        <translation>Dvojka se může hrát i jako pravá karta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A red ace may also be used as itself, as a natural card.</source>
        <translation>Červené eso se může hrát i jako pravá karta.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>2–10: face value</source>
        <translation>2–10: podle hodnoty</translation>
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
        <translation>V této hře se Smím? (kupování) nehraje.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the player in turn does not take the discard, the others may claim it in turn order; the buyer also takes %n penalty card(s) from the stock.</source>
        <translation>Když hráč na tahu odhozenou kartu nevezme, ostatní si o ni mohou říct v pořadí tahů; kupující si navíc vezme z talonu %n trestnou kartu.|Když hráč na tahu odhozenou kartu nevezme, ostatní si o ni mohou říct v pořadí tahů; kupující si navíc vezme z talonu %n trestné karty.|Když hráč na tahu odhozenou kartu nevezme, ostatní si o ni mohou říct v pořadí tahů; kupující si navíc vezme z talonu %n trestných karet.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>At most %n buy(s) per player per round.</source>
        <translation>Nejvýše %n nákup na hráče a kolo.|Nejvýše %n nákupy na hráče a kolo.|Nejvýše %n nákupů na hráče a kolo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No limit on buys.</source>
        <translation>Počet nákupů není omezen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No May I? in the last %n round(s).</source>
        <translation>V posledním %n kole se Smím? nehraje.|V posledních %n kolech se Smím? nehraje.|V posledních %n kolech se Smím? nehraje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players who have gone down may still buy.</source>
        <translation>Kdo má vyloženo, smí dál kupovat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players who have gone down may not buy.</source>
        <translation>Kdo má vyloženo, nesmí kupovat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First refusal: the player in turn may take a claimed discard instead, without penalty.</source>
        <translation>Předkupní právo: hráč na tahu si může požadovanou odhozenou kartu vzít místo kupujícího, bez trestu.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The player who discarded a card may buy it back.</source>
        <translation>Hráč, který kartu odhodil, ji smí koupit zpět.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sets: %n or more cards of one rank.</source>
        <translation>Skupiny: %n a více karet stejné hodnoty.|Skupiny: %n a více karet stejné hodnoty.|Skupiny: %n a více karet stejné hodnoty.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No sets: runs only.</source>
        <translation>Žádné skupiny: jen postupky.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs: %n or more cards of one suit in sequence, at most {most}.</source>
        <translation>Postupky: %n a více karet jedné barvy po sobě, nejvýše {most}.|Postupky: %n a více karet jedné barvy po sobě, nejvýše {most}.|Postupky: %n a více karet jedné barvy po sobě, nejvýše {most}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The ace is high (Q-K-A) or low (A-2-3), never both in one run.</source>
        <translation>Eso je nahoře (Q-K-A), nebo dole (A-2-3), nikdy obojí v jedné postupce.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The ace is low only (A-2-3).</source>
        <translation>Eso je jen dole (A-2-3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The ace is high only (Q-K-A).</source>
        <translation>Eso je jen nahoře (Q-K-A).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs may go round the corner (K-A-2).</source>
        <translation>Postupky mohou jít dokola přes eso (K-A-2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs do not go round the corner (no K-A-2).</source>
        <translation>Postupky nejdou dokola přes eso (žádné K-A-2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every meld needs at least %n natural cards.</source>
        <translation>Každá kombinace musí mít aspoň %n pravou kartu.|Každá kombinace musí mít aspoň %n pravé karty.|Každá kombinace musí mít aspoň %n pravých karet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Wilds may not outnumber natural cards in a meld.</source>
        <translation>V kombinaci nesmí být víc žolíků než pravých karet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A set of wild cards alone is allowed; only wilds may be added to it.</source>
        <translation>Skupina ze samých žolíků je povolena; přikládat k ní lze jen žolíky.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A player who has gone down may swap a wild in a run for the card it stands for, and must play the wild at once.</source>
        <translation>Hráč, který má vyloženo, smí vyměnit žolíka v postupce za kartu, kterou zastupuje, a žolíka musí hned zahrát.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>After drawing you hold one card more: lay down the others and discard it. You may also go out on your first turn before drawing.</source>
        <translation>Po líznutí máte o kartu víc: vyložte všechny kromě jedné a tu odhoďte. Zavřít můžete i v prvním tahu ještě před líznutím.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Go down by laying out exactly the round&apos;s contract in one turn; after that, lay off cards on any melds on the table.</source>
        <translation>Vyložte se tak, že v jednom tahu vyložíte přesně kontrakt kola; potom přikládejte karty ke kterékoli kombinaci na stole.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You may lay off in the turn you go down.</source>
        <translation>Přikládat smíte už v tahu, kdy se vyložíte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may lay off from the turn after going down.</source>
        <translation>Přikládat smíte až od tahu po vyložení.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Going out needs a final discard.</source>
        <translation>Zavírá se závěrečným odhozením.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go out by melding your last card or by discarding it.</source>
        <translation>Zavřít lze vyložením poslední karty, nebo jejím odhozením.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In the last round you must go out by melding every card, with no discard.</source>
        <translation>V posledním kole se musí zavřít vyložením všech karet, bez odhození.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When the stock runs out, the discard pile is turned over once as a new stock; the second time, the round ends.</source>
        <translation>Když dojde talon, odhazovací balíček se jednou otočí jako nový talon; podruhé kolo končí.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>When the stock runs out, the discard pile (all but its top card) is shuffled into a new stock.</source>
        <translation>Když dojde talon, odhozené karty (kromě horní) se zamíchají do nového talonu.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{points} for winning</source>
        <translation>{points} za výhru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{points} for each deuce used as a wild</source>
        <translation>+{points} za každou dvojku použitou jako žolík</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>+{points} for each joker</source>
        <translation>+{points} za každého jokera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{points} for going out without drawing</source>
        <translation>+{points} za zavření bez líznutí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{points} for going out after one draw</source>
        <translation>+{points} za zavření po jednom líznutí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{points} for using no wild</source>
        <translation>+{points} za hru bez žolíků</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{points} if all melds are of one suit</source>
        <translation>+{points}, jsou-li všechny kombinace v jedné barvě</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The winner of a deal collects from each other player:</source>
        <translation>Vítěz rozdání inkasuje od každého dalšího hráče:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running totals across the match; the highest total wins.</source>
        <translation>Body se sčítají přes celý zápas; vyhrává nejvyšší součet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards left in hand score against you: {points}.</source>
        <translation>Karty, které zůstanou v ruce, se počítají jako trestné body: {points}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After the last round the lowest total wins.</source>
        <translation>Po posledním kole vyhrává nejnižší součet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Going down and out in the same turn scores {points} for that round.</source>
        <translation>Vyložení a zavření v témže tahu dává za toto kolo {points}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The first dealer is chosen by cutting for high card.</source>
        <translation>Prvního rozdávajícího určí sejmutí: rozdává nejvyšší karta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first dealer is chosen by cutting for low card.</source>
        <translation>Prvního rozdávajícího určí sejmutí: rozdává nejnižší karta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first dealer is chosen at random.</source>
        <translation>První rozdávající se určí náhodně.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play and the deal go counter-clockwise.</source>
        <translation>Hra a rozdávání jdou proti směru hodinových ručiček.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play and the deal go clockwise.</source>
        <translation>Hra a rozdávání jdou po směru hodinových ručiček.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a match of %n deal(s)</source>
        <translation>zápas na %n rozdání|zápas na %n rozdání|zápas na %n rozdání</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a match of one deal by each player</source>
        <translation>zápas, v němž každý hráč jednou rozdává</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%n round(s)</source>
        <translation>%n kolo|%n kola|%n kol</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%n card(s) dealt to each player.</source>
        <translation>Každý hráč dostane %n kartu.|Každý hráč dostane %n karty.|Každý hráč dostane %n karet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Going out</source>
        <translation>Zavření</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rounds and contracts</source>
        <translation>Kola a kontrakty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <comment>column heading</comment>
        <translation>Kolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards</source>
        <comment>column heading: cards dealt</comment>
        <translation>Karet</translation>
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
        <translation>Hraní</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Melds</source>
        <translation>Kombinace</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>May I?</source>
        <comment>heading: buying discards</comment>
        <translation>Smím?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scoring</source>
        <translation>Bodování</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/hints.py" line="+46"/>
        <source>Draw from the stock</source>
        <translation>Líznout si z talonu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take the {card}</source>
        <translation>Vzít {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy the {card}</source>
        <translation>Koupit {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the {card} go</source>
        <translation>Nechat {card} být</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard the {card}</source>
        <translation>Odhodit {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lay off the {card}</source>
        <translation>Přiložit {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap the {card} for a wild</source>
        <translation>Vyměnit {card} za žolíka</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Go down now</source>
        <translation>Vyložit se hned</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go down now, keeping {cards}</source>
        <translation>Vyložit se hned a nechat si {cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go out</source>
        <translation>Jít ven</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Best move: {move}.</source>
        <translation>Nejlepší tah: {move}.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{place}. {move} — {points} points expected</source>
        <translation>{place}. {move} — očekávané body: {points}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{place}. {move} — {points} points expected, about as good</source>
        <translation>{place}. {move} — očekávané body: {points}, zhruba stejně dobré</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{place}. {move} — {points} points expected, {gap} worse</source>
        <translation>{place}. {move} — očekávané body: {points}, o {gap} horší</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Waiting is better than going down this turn.</source>
        <translation>Lepší je počkat než se vyložit v tomto tahu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Going down now leaves %n card(s) in your hand.</source>
        <translation>Když se vyložíte hned, zůstane vám v ruce %n karta.|Když se vyložíte hned, zůstanou vám v ruce %n karty.|Když se vyložíte hned, zůstane vám v ruce %n karet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Laying off the {card} takes its points out of your hand.</source>
        <translation>Přiložením {card} se zbavíte jejích bodů v ruce.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It ends the round.</source>
        <translation>Tím kolo skončí.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You still lack %n card(s) for the contract.</source>
        <translation>Ke kontraktu vám ještě chybí %n karta.|Ke kontraktu vám ještě chybí %n karty.|Ke kontraktu vám ještě chybí %n karet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Still needed, with the copies you have not seen: {cards}.</source>
        <translation>Ještě chybí, s počtem kopií, které jste neviděli: {cards}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards that would help, with the copies you have not seen: {cards}.</source>
        <translation>Karty, které by pomohly, a kolik jejich kopií jste ještě neviděli: {cards}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every card that would help is already in sight.</source>
        <translation>Všechny karty, které by pomohly, už jsou vidět.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{card} ×{count}</source>
        <translation>{card} ×{count}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>any {rank}</source>
        <translation>libovolná {rank}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The {card} does not bring you closer to the contract.</source>
        <translation>{card} vás ke kontraktu nepřiblíží.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The {card} brings you %n card(s) closer to the contract.</source>
        <translation>{card} vás přiblíží ke kontraktu o %n kartu.|{card} vás přiblíží ke kontraktu o %n karty.|{card} vás přiblíží ke kontraktu o %n karet.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That saves about as many turns of drawing.</source>
        <translation>To ušetří zhruba stejný počet tahů dobírání.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buying it adds about {points} penalty points to your hand, with the penalty card, if you do not go down.</source>
        <translation>Koupě vám přidá do ruky asi {points} trestných bodů i s trestnou kartou, pokud se nevyložíte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Taking it adds {points} penalty points to your hand if you do not go down.</source>
        <translation>Když ji vezmete, přidá vám do ruky {points} trestných bodů, pokud se nevyložíte.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name} picked up {cards} and may want the {card}.</source>
        <translation>{name} si vzal(a) {cards} a možná chce {card}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{names} could lay the {card} off.</source>
        <translation>{names} by mohl(i) {card} přiložit.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As far as you can see, the {card} helps nobody.</source>
        <translation>Podle toho, co vidíte, {card} nikomu nepomůže.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Expected this round: {points} points. Other moves are about as good.</source>
        <translation>Očekávané body v tomto kole: {points}. Ostatní tahy jsou zhruba stejně dobré.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Expected this round: {points} points; the next best move, {gap} worse.</source>
        <translation>Očekávané body v tomto kole: {points}; druhý nejlepší tah je o {gap} horší.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Are you sure? About {loss} points worse than the best move: {better}.</source>
        <translation>Opravdu? Asi o {loss} bodu horší než nejlepší tah: {better}.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/spoken.py" line="+40"/>
        <source>ace</source>
        <comment>rank word</comment>
        <translation>eso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two</source>
        <comment>rank word</comment>
        <translation>dvojka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three</source>
        <comment>rank word</comment>
        <translation>trojka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four</source>
        <comment>rank word</comment>
        <translation>čtyřka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five</source>
        <comment>rank word</comment>
        <translation>pětka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six</source>
        <comment>rank word</comment>
        <translation>šestka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven</source>
        <comment>rank word</comment>
        <translation>sedmička</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight</source>
        <comment>rank word</comment>
        <translation>osmička</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine</source>
        <comment>rank word</comment>
        <translation>devítka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten</source>
        <comment>rank word</comment>
        <translation>desítka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <comment>rank word</comment>
        <translation>kluk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <comment>rank word</comment>
        <translation>dáma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <comment>rank word</comment>
        <translation>král</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+32"/>
        <source>joker</source>
        <comment>card word</comment>
        <translation>žolík</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>clubs</source>
        <comment>suit word</comment>
        <translation>křížů</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <comment>suit word</comment>
        <translation>kár</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <comment>suit word</comment>
        <translation>srdcí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <comment>suit word</comment>
        <translation>piků</translation>
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
        <translation>skrytá karta</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{card}, wild</source>
        <translation>{card}, platí jako žolík</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>, </source>
        <comment>between cards in words</comment>
        <translation>, </translation>
    </message>
</context>
</TS>
