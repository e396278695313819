<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>AiWorker</name>
    <message>
        <location filename="../continental_qt/ui/ai_worker.py" line="+304"/>
        <source>the computer players&apos; process did not start ({error})</source>
        <translation>el proceso de los jugadores de la máquina no arrancó ({error})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the computer players&apos; process stopped (exit code {code})</source>
        <translation>el proceso de los jugadores de la máquina se detuvo (código de salida {code})</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../continental_qt/ui/window/announcer.py" line="+78"/>
        <location filename="../continental_qt/ui/window/speech.py" line="+50"/>
        <source>Nothing was announced yet.</source>
        <translation>Todavía no se ha anunciado nada.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/speech.py" line="+2"/>
        <source>No game is being played.</source>
        <translation>No hay ninguna partida en curso.</translation>
    </message>
</context>
<context>
    <name>ChartTable</name>
    <message>
        <location filename="../continental_qt/ui/stats/chart_table.py" line="+30"/>
        <source>Show as table</source>
        <translation>Mostrar como tabla</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Table</source>
        <translation>Tabla</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Read the chart&apos;s numbers in a table</source>
        <translation>Leer los números del gráfico en una tabla</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../continental_qt/ui/window/coach.py" line="+73"/>
        <source>Hints come on your turn, not between rounds.</source>
        <translation>Las pistas llegan en tu turno, no entre rondas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+30"/>
        <source>A hint needs your own hand on the table.</source>
        <translation>Una pista necesita tu propia mano en la mesa.</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Hints come on your turn and when you are asked May I?</source>
        <translation>Las pistas llegan en tu turno y cuando te preguntan «¿Puedo?».</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Weighing your options…</source>
        <translation>Sopesando tus opciones…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing is missing: you have gone down.</source>
        <translation>No falta nada: ya has bajado.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In this game the coach shows what you miss with Hint (H).</source>
        <translation>En este juego el entrenador muestra lo que te falta con Pista (H).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Faded in the slots: your closest melds; %n card(s) still missing.</source>
        <translation>Atenuadas en las casillas: tus combinaciones más cercanas; aún falta %n carta.|Atenuadas en las casillas: tus combinaciones más cercanas; aún faltan %n cartas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your cards meet the contract: stage them and go down.</source>
        <translation>Tus cartas cumplen el contrato: prepáralas y baja.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>No hint this time ({error}).</source>
        <translation>Esta vez no hay pista ({error}).</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Your options</source>
        <translation>Tus opciones</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your options, best first</source>
        <translation>Tus opciones, la mejor primero</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show all</source>
        <translation>Mostrar todas</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/ghosts.py" line="+83"/>
        <source>Missing: any {rank}</source>
        <translation>Falta: cualquier {rank}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Missing: the {card}</source>
        <translation>Falta: {card}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/tutor.py" line="+80"/>
        <source>The tutor is weighing your move…</source>
        <translation>El tutor está sopesando tu jugada…</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Tutor</source>
        <translation>Tutor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play it anyway</source>
        <translation>Jugarla de todos modos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play instead: {move}</source>
        <translation>Jugar en su lugar: {move}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Back to the table</source>
        <translation>Volver a la mesa</translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/crash_notice.py" line="+30"/>
        <source>Continental closed unexpectedly</source>
        <translation>Continental se cerró inesperadamente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continental closed unexpectedly the last time it ran.</source>
        <translation>Continental se cerró inesperadamente la última vez que se ejecutó.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What happened was written to a crash log, which is kept for a bug report:

{path}</source>
        <translation>Lo ocurrido se escribió en un registro de fallos, que se conserva para un informe de error:

{path}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open Folder</source>
        <translation>Abrir carpeta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy Path</source>
        <translation>Copiar ruta</translation>
    </message>
</context>
<context>
    <name>DeckTableEditor</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/rounds_editor.py" line="+333"/>
        <source>Up to … players</source>
        <translation>Hasta … jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decks</source>
        <translation>Barajas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jokers in all</source>
        <translation>Jokers en total</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Add r&amp;ow</source>
        <translation>Añadir &amp;fila</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a row for larger tables.</source>
        <translation>Añade una fila para mesas más grandes.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>This row applies to tables of up to this many players.</source>
        <translation>Esta fila se aplica a mesas de hasta este número de jugadores.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many 52-card decks are shuffled together.</source>
        <translation>Cuántas barajas de 52 cartas se mezclan juntas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many jokers are added in all (not per deck).</source>
        <translation>Cuántos jokers se añaden en total (no por baraja).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove this row.</source>
        <translation>Quitar esta fila.</translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/game_over.py" line="+68"/>
        <source>The game is void: nobody wins.</source>
        <translation>La partida es nula: nadie gana.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win!</source>
        <translation>¡Has ganado!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} wins!</source>
        <translation>¡Gana {name}!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All square: nobody owes anyone.</source>
        <translation>Empate: nadie le debe nada a nadie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{names} share the win!</source>
        <translation>¡{names} comparten la victoria!</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Settlement: {list}.</source>
        <translation>Liquidación: {list}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: {points} points.</source>
        <translation>{name}: {points} puntos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{names}: {points} points each.</source>
        <translation>{names}: {points} puntos cada uno.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%n hint(s)</source>
        <translation>%n pista|%n pistas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n list(s) of options</source>
        <translation>%n lista de opciones|%n listas de opciones</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n look(s) at what was missing</source>
        <translation>%n vistazo a lo que faltaba|%n vistazos a lo que faltaba</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n warning(s) from the tutor</source>
        <translation>%n aviso del tutor|%n avisos del tutor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n undo(s)</source>
        <translation>%n deshacer|%n deshaceres</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Played without help from the coach.</source>
        <translation>Jugada sin ayuda del entrenador.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help from the coach: {help}.</source>
        <translation>Ayuda del entrenador: {help}.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{game} · %n deal(s)</source>
        <translation>{game} · %n reparto|{game} · %n repartos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{game} · %n round(s)</source>
        <translation>{game} · %n ronda|{game} · %n rondas</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Play again with {names} back at their seats</source>
        <translation>Jugar otra vez con {names} de vuelta en su asiento</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Play again</source>
        <translation>Jugar otra vez</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The same players and rules, a new deal</source>
        <translation>Los mismos jugadores y reglas, un reparto nuevo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Scores</source>
        <translation>Puntuaciones</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Left the game</source>
        <translation>Dejó la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(left)</source>
        <comment>a player who left</comment>
        <translation>(se fue)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} went out in {round}.</source>
        <translation>{round}: {name} cerró.</translation>
    </message>
</context>
<context>
    <name>HintService</name>
    <message>
        <location filename="../continental_qt/ui/hint_service.py" line="+165"/>
        <source>the hints process did not start ({error})</source>
        <translation>el proceso de las pistas no se inició ({error})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the hints process stopped (exit code {code})</source>
        <translation>el proceso de las pistas se detuvo (código de salida {code})</translation>
    </message>
</context>
<context>
    <name>InstanceLock</name>
    <message>
        <location filename="../continental_qt/ui/instance_lock.py" line="+64"/>
        <source>Continental is already running</source>
        <translation>Continental ya está abierto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continental is already open on this computer. Go on playing in its window: a second copy would write over the game it keeps.</source>
        <translation>Continental ya está abierto en este ordenador. Sigue jugando en su ventana: una segunda copia sobrescribiría la partida que guarda.</translation>
    </message>
</context>
<context>
    <name>KeysHelp</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/keys_help.py" line="+36"/>
        <source>{a} or {l}, or the menu key</source>
        <translation>{a} o {l}, o la tecla de menú</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{left} / {right}</source>
        <translation>{left} / {right}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Draw from the stock</source>
        <translation>Robar del mazo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the stock</source>
        <translation>Haz clic en el mazo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take the discard</source>
        <translation>Tomar el descarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the discard pile</source>
        <translation>Haz clic en el pozo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Say May I? (buy the discard)</source>
        <translation>Decir ¿Puedo? (comprar el descarte)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pass (let the discard go)</source>
        <translation>Pasar (dejar pasar el descarte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click No thanks</source>
        <translation>Haz clic en «Paso»</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag a card to the discard pile, or double-click it</source>
        <translation>Arrastra una carta al pozo o haz doble clic en ella</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{enter} discards the focused card</source>
        <translation>{enter} descarta la carta enfocada</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Go down (lay your contract)</source>
        <translation>Bajarse (bajar tu contrato)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build the melds in the slots above your hand, then Go down</source>
        <translation>Forma los juegos en las casillas encima de tu mano y luego pulsa «Bajarse»</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lay off on a table meld</source>
        <translation>Acomodar en un juego de la mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag the card onto the meld</source>
        <translation>Arrastra la carta sobre el juego</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Swap a wild card out of a meld</source>
        <translation>Sacar un comodín de un juego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag the card it stands for onto the meld</source>
        <translation>Arrastra sobre el juego la carta que representa el comodín</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reorder your hand</source>
        <translation>Reordenar tu mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag a card along your hand</source>
        <translation>Arrastra una carta a lo largo de tu mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shift+{arrows} moves the focused card</source>
        <translation>Mayús+{arrows} mueve la carta enfocada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move through your hand</source>
        <translation>Recorrer tu mano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{arrows}, {home}, {end}</source>
        <translation>{arrows}, {home}, {end}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Select a card</source>
        <translation>Seleccionar una carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the card</source>
        <translation>Haz clic en la carta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Put cards in a meld slot</source>
        <translation>Poner cartas en una casilla de juego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag them into a slot above your hand</source>
        <translation>Arrástralas a una casilla encima de tu mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{first}–{last} puts the selection in that slot</source>
        <translation>{first}–{last} pone la selección en esa casilla</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The Sort by rank and Sort by suit buttons below the table</source>
        <translation>Los botones «Ordenar por valor» y «Ordenar por palo» bajo la mesa</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Ask the coach</source>
        <translation>Preguntar al entrenador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click Hint, or the Game menu</source>
        <translation>Pulse Pista, o el menú Partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{h} the best move, {o} every option ranked, {w} what you miss</source>
        <translation>{h} la mejor jugada, {o} todas las opciones ordenadas, {w} lo que te falta</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Keys with Ctrl or Alt belong to the menus; {first} to {last} read the table aloud (View → Speak)</source>
        <translation>Las teclas con Ctrl o Alt son de los menús; de {first} a {last} leen la mesa en voz alta (Ver → Leer en voz alta)</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>Take staged cards back</source>
        <translation>Retirar las cartas preparadas</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>Click May I?</source>
        <translation>Haz clic en «¿Puedo?»</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Click a staged card</source>
        <translation>Haz clic en una carta preparada</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sort your hand</source>
        <translation>Ordenar tu mano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{r} by rank, {s} by suit</source>
        <translation>{r} por valor, {s} por palo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Everything a card can do</source>
        <translation>Todo lo que se puede hacer con una carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right-click the card</source>
        <translation>Haz clic derecho en la carta</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Clear the selection</source>
        <translation>Borrar la selección</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the selected cards again</source>
        <translation>Haz clic de nuevo en las cartas seleccionadas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show your cards at the privacy screen</source>
        <translation>Mostrar tus cartas en la pantalla de privacidad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the button on the screen</source>
        <translation>Haz clic en el botón de la pantalla</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reach the buttons below the table</source>
        <translation>Llegar a los botones bajo la mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the button</source>
        <translation>Haz clic en el botón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{tab} goes from button to button; {space} or {enter} presses one</source>
        <translation>{tab} pasa de un botón a otro; {space} o {enter} lo pulsa</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Menu commands</source>
        <translation>Comandos de los menús</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The menu bar</source>
        <translation>La barra de menús</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Keyboard and mouse</source>
        <translation>Teclado y ratón</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mouse</source>
        <translation>Ratón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
</context>
<context>
    <name>LeaveDialog</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/leave_dialog.py" line="+28"/>
        <location line="+26"/>
        <source>Leave the game</source>
        <translation>Dejar la partida</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Leaving the table: {name}</source>
        <translation>Deja la mesa: {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What happens to this seat?</source>
        <translation>¿Qué pasa con este puesto?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Let the computer play this seat</source>
        <translation>Que la máquina juegue este puesto</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>A player who leaves scores the sum of the two highest totals of the others, and their cards go under the stock. With fewer than two players left the game is void.</source>
        <translation>Quien deja la partida se anota la suma de los dos totales más altos de los demás, y sus cartas van debajo del mazo. Si quedan menos de dos jugadores, la partida se anula.</translation>
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
        <translation>Puntos ▸</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/side_panel.py" line="+57"/>
        <source>Scores</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chart</source>
        <translation>Gráfico</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/replay_window.py" line="+82"/>
        <location filename="../continental_qt/ui/window/side_panel.py" line="+1"/>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/bars.py" line="+95"/>
        <source>Draw (D)</source>
        <translation>Robar (D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw from the stock</source>
        <translation>Robar del mazo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take discard (T)</source>
        <translation>Tomar del pozo (T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the top card of the discard pile</source>
        <translation>Tomar la carta de arriba del pozo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>May I? (M)</source>
        <translation>¿Puedo? (M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask for the passed discard; you also take a penalty card</source>
        <translation>Pedir el descarte que se dejó pasar; también te llevas una carta de castigo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No thanks (N)</source>
        <translation>Paso (N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the discard go</source>
        <translation>Dejar pasar el descarte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop asking me</source>
        <translation>No preguntarme más</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let every passed discard go from now on, without being asked (Game menu: Ask me about May I?)</source>
        <translation>A partir de ahora, dejar pasar cada descarte sin preguntar (menú Partida: Preguntarme por «¿Puedo?»)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+46"/>
        <source>Go down (G)</source>
        <translation>Bajarse (G)</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Lay down the staged melds</source>
        <translation>Bajar los juegos preparados</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take back (U)</source>
        <translation>Retirar (U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Return the staged cards to your hand</source>
        <translation>Devolver a tu mano las cartas preparadas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint (H)</source>
        <translation>Pista (H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The best move for your hand, and why</source>
        <translation>La mejor jugada para tu mano, y por qué</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sort by rank (R)</source>
        <translation>Ordenar por valor (R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort your hand by rank</source>
        <translation>Ordenar tu mano por valor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sort by suit (S)</source>
        <translation>Ordenar por palo (S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort your hand by suit</source>
        <translation>Ordenar tu mano por palo</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/menu_table.py" line="+60"/>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Restart with the same deal</source>
        <translation>&amp;Reiniciar con el mismo reparto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir re&amp;ciente</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As…</source>
        <translation>&amp;Guardar como…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Watch a replay…</source>
        <translation>&amp;Ver una repetición…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Re&amp;play this game</source>
        <translation>Re&amp;petir esta partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watch the game just played again, every hand face up</source>
        <translation>Ver de nuevo la partida recién jugada, con todas las manos boca arriba</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Hint (H)</source>
        <translation>&amp;Pista (H)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the &amp;options (O)</source>
        <translation>Mostrar las &amp;opciones (O)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;What am I missing? (W)</source>
        <translation>¿&amp;Qué me falta? (W)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ask me about &amp;May I?</source>
        <translation>Preguntarme por «¿&amp;Puedo?»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When off, you let every passed discard go without being asked</source>
        <translation>Si está desactivado, dejas pasar todos los descartes sin que te pregunten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Leave the game…</source>
        <translation>&amp;Dejar la partida…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Four-colour deck</source>
        <translation>Baraja de &amp;cuatro colores</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;High-contrast cards</source>
        <translation>Cartas de &amp;alto contraste</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Larger cards</source>
        <translation>Cartas más grandes</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Larger te&amp;xt</source>
        <translation>Te&amp;xto más grande</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Text one and a half times the system&apos;s size</source>
        <translation>Texto una vez y media el tamaño del sistema</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Side panel</source>
        <translation>&amp;Panel lateral</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&amp;Animations</source>
        <translation>A&amp;nimaciones</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Off (reduce motion)</source>
        <translation>Desactivadas (menos movimiento)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Rápidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normales</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Lentas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Tutor: ask before a doubtful move</source>
        <translation>&amp;Tutor: preguntar antes de una jugada dudosa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Before a move that loses more than the threshold, ask first</source>
        <translation>Antes de una jugada que pierda más que el umbral, preguntar primero</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tutor&apos;s &amp;threshold</source>
        <translation>&amp;Umbral del tutor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n point(s)</source>
        <translation>%n punto|%n puntos</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A&amp;nnouncements</source>
        <translation>&amp;Anuncios</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every move</source>
        <translation>Cada jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only what concerns me</source>
        <translation>Solo lo que me afecta</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Computer &amp;pace</source>
        <translation>&amp;Ritmo de la máquina</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Read my &amp;hand by suit</source>
        <translation>Leer mi &amp;mano por palos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read my hand by &amp;rank</source>
        <translation>Leer mi mano por &amp;valor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the &amp;melds</source>
        <translation>Leer las &amp;combinaciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the &amp;players</source>
        <translation>Leer los &amp;jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the p&amp;iles</source>
        <translation>Leer los &amp;montones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What can I &amp;do now?</source>
        <translation>¿Qué &amp;puedo hacer ahora?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How far am I from the &amp;contract?</source>
        <translation>¿Cuánto me falta para el &amp;contrato?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the &amp;scores</source>
        <translation>Leer las p&amp;untuaciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repeat the &amp;last announcement</source>
        <translation>Repetir el ú&amp;ltimo anuncio</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spea&amp;k</source>
        <translation>&amp;Leer en voz alta</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Reglas de esta partida</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Keyboard and mouse</source>
        <translation>&amp;Teclado y ratón</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;About Continental</source>
        <translation>&amp;Acerca de Continental</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <location line="-154"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take back your last meld of this turn, before you discard (games against the computer)</source>
        <translation>Deshacer tu última combinación de este turno, antes de descartar (partidas contra el ordenador)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Allow undo</source>
        <translation>&amp;Permitir deshacer</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>System default</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/files.py" line="+141"/>
        <source>A game can be replayed once it is over.</source>
        <translation>Una partida se puede repetir cuando ha terminado.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/game_dialogs.py" line="+66"/>
        <source>Resume unfinished game</source>
        <translation>Continuar la partida sin terminar</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/may_i_setting.py" line="+65"/>
        <source>No more May I? questions for you. Game menu, Ask me about May I? switches them back on.</source>
        <translation>Ya no te preguntaremos «¿Puedo?». Vuelve a activarlo en el menú Partida, Preguntarme por «¿Puedo?».</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/game_dialogs.py" line="-42"/>
        <source>Answer May I? first: a player leaves the game from their own hand, not from the shared table.</source>
        <translation>Responde primero a «¿Puedo?»: se deja la partida desde la propia mano, no desde la mesa compartida.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/main_window.py" line="+3"/>
        <source>{name}, deal {seed}</source>
        <translation>{name}, reparto {seed}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/files.py" line="-38"/>
        <source>Autosave failed: {error}</source>
        <translation>Falló el guardado automático: {error}</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>There is no game to save.</source>
        <translation>No hay ninguna partida que guardar.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/dialogs/file_dialogs.py" line="+44"/>
        <source>Save game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Continental games (*.continental)</source>
        <translation>Partidas de Continental (*.continental)</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/files.py" line="+8"/>
        <source>Saved to {path}</source>
        <translation>Guardada en {path}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/dialogs/file_dialogs.py" line="+34"/>
        <source>Could not save</source>
        <translation>No se pudo guardar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game was not saved: {error}</source>
        <translation>La partida no se guardó: {error}</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Open game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/files.py" line="+20"/>
        <location line="+27"/>
        <source>Opening {path}…</source>
        <translation>Abriendo {path}…</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Opened {path}</source>
        <translation>Abierta {path}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/dialogs/file_dialogs.py" line="+16"/>
        <source>Could not open the game</source>
        <translation>No se pudo abrir la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} could not be opened. The file was not changed.

{why}</source>
        <translation>No se pudo abrir {path}. El archivo no se ha modificado.

{why}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/privacy_screen.py" line="+183"/>
        <source>{name} may claim the {card} (May I?).</source>
        <translation>{name} puede pedir el {card} (¿Puedo?).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is {name}&apos;s turn. Everyone else, look away.</source>
        <translation>Es el turno de {name}. Los demás, no miren.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/game_dialogs.py" line="+67"/>
        <source>There is no seat of yours to leave.</source>
        <translation>No tienes ningún puesto que dejar.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/dialogs/file_dialogs.py" line="+97"/>
        <source>No recent games</source>
        <translation>No hay partidas recientes</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>{file}: {why} It was kept as {kept}.</source>
        <translation>{file}: {why} Se conservó como {kept}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The previous autosave is offered instead.</source>
        <translation>En su lugar se ofrece el guardado automático anterior.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A saved game is damaged</source>
        <translation>Una partida guardada está dañada</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Resume your game?</source>
        <translation>¿Continuar tu partida?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have an unfinished game of {rules} ({round}) with {names}.</source>
        <translation>Tienes una partida sin terminar de {rules} ({round}) con {names}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Resume</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Open another game?</source>
        <translation>¿Abrir otra partida?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your game of {rules} ({round}) is not finished. The autosave keeps only the game being played: to come back to this one later, save it first with Save As.</source>
        <translation>Tu partida de {rules} ({round}) no ha terminado. El guardado automático solo conserva la partida en curso: para volver a esta más tarde, guárdala antes con «Guardar como».</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Open the other game</source>
        <translation>Abrir la otra partida</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/game_dialogs.py" line="+30"/>
        <source>About Continental</source>
        <translation>Acerca de Continental</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Continental {version}&lt;/h3&gt;&lt;p&gt;Continental Rummy and its family (May I?, Contract Rummy, Liverpool, Shanghai, Carioca) against computer players.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Continental {version}&lt;/h3&gt;&lt;p&gt;El Continental y su familia (May I?, Contract Rummy, Liverpool, Shanghai, Carioca) contra jugadores de la máquina.&lt;/p&gt;&lt;p&gt;Software libre bajo la licencia MIT.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/bars.py" line="-136"/>
        <source>Scores ◂</source>
        <translation>Puntos ◂</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>No game</source>
        <translation>Sin partida</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/main_window.py" line="+36"/>
        <source>Start a new game from the Game menu (Ctrl+N).</source>
        <translation>Empieza una partida nueva desde el menú Partida (Ctrl+N).</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/bars.py" line="+171"/>
        <source>Go out (G)</source>
        <translation>Cerrar (G)</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/main_window.py" line="-190"/>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Edge of the side panel: drag to resize it</source>
        <translation>Borde del panel lateral: arrástralo para cambiar su tamaño</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{hand} reads your hand, {moves} what you can do; View, Speak lists every key that reads the table.</source>
        <translation>{hand} lee tu mano, {moves} lo que puedes hacer; Ver, Leer en voz alta muestra todas las teclas que leen la mesa.</translation>
    </message>
    <message>
        <location line="+229"/>
        <source>The computer players had to be restarted; {name} is thinking again.</source>
        <translation>Hubo que reiniciar los jugadores de la máquina; {name} vuelve a pensar.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Computer player stopped</source>
        <translation>Jugador de la máquina detenido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} could not move ({error}). The game is paused.</source>
        <translation>{name} no pudo jugar ({error}). La partida está en pausa.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/session.py" line="+375"/>
        <source>Statistics are off: the disk is full.</source>
        <translation>Estadísticas desactivadas: el disco está lleno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics are off: {error}</source>
        <translation>Estadísticas desactivadas: {error}</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The game could not be added to the statistics: the disk is full. The games recorded before are kept.</source>
        <translation>No se pudo añadir la partida a las estadísticas: el disco está lleno. Las partidas registradas antes se conservan.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game could not be added to the statistics: {error}</source>
        <translation>No se pudo añadir la partida a las estadísticas: {error}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/main_window.py" line="-142"/>
        <source>The statistics are still opening; try again in a moment.</source>
        <translation>Las estadísticas aún se están abriendo; inténtalo de nuevo en un momento.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/log_view.py" line="+133"/>
        <source>Following new moves</source>
        <translation>Siguiendo las jugadas nuevas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll up to read back; the log stops there</source>
        <translation>Desplázate hacia arriba para releer; el registro se detiene ahí</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New moves below — click to follow</source>
        <translation>Jugadas nuevas abajo — haz clic para seguirlas</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>Go to the newest line and follow new moves</source>
        <translation>Ir a la última línea y seguir las jugadas nuevas</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Not following — click to follow new moves</source>
        <translation>Sin seguir — haz clic para seguir las jugadas nuevas</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/undo.py" line="+44"/>
        <source>Undo is switched off (Edit menu).</source>
        <translation>Deshacer está desactivado (menú Editar).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only your own melds of this turn can be taken back, before you discard, in a game against the computer.</source>
        <translation>Solo se pueden deshacer tus propias combinaciones de este turno, antes de descartar, en una partida contra el ordenador.</translation>
    </message>
</context>
<context>
    <name>MayIOffer</name>
    <message>
        <location filename="../continental_qt/ui/table/privacy_screen.py" line="+159"/>
        <source>May I? {name}, do you want the {card}?</source>
        <translation>¿Puedo? {name}, ¿quieres el {card}?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{turn} did not take the {card}. {name} may take it with %n penalty card(s) from the stock.</source>
        <translation>{turn} no tomó el {card}. {name} puede llevárselo con %n carta de castigo del mazo.|{turn} no tomó el {card}. {name} puede llevárselo con %n cartas de castigo del mazo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{turn} did not take the {card}. {name} may take it.</source>
        <translation>{turn} no tomó el {card}. {name} puede llevárselo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{turn} may still take it first.</source>
        <translation>{turn} aún puede quedárselo primero.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>May I? (M)</source>
        <translation>¿Puedo? (M)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No thanks (N)</source>
        <translation>Paso (N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: see my cards first</source>
        <translation>{name}: ver mis cartas primero</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hand is shown. {name} may answer now, or see their own cards first while the others look away.</source>
        <translation>No se muestra ninguna mano. {name} puede responder ya, o ver antes sus cartas mientras los demás no miran.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/new_game_dialog.py" line="+93"/>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../continental_qt/ui/texts/names.py" line="+18"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Edit rules…</source>
        <translation>&amp;Editar reglas…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change any rule of the chosen preset, add house rules, or keep your own rules as a custom preset.</source>
        <translation>Cambia cualquier regla de la variante elegida, añade reglas de la casa o guarda tus propias reglas como variante propia.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>random</source>
        <translation>aleatorio</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The same deal number deals the same cards, so a game can be played again. Leave it empty for a random deal.</source>
        <translation>El mismo número de reparto da las mismas cartas, así que una partida se puede volver a jugar. Déjalo vacío para un reparto aleatorio.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>How quickly the computer players make their moves.</source>
        <translation>Lo rápido que hacen sus jugadas los jugadores de la máquina.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Reglas:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Players:</source>
        <translation>&amp;Jugadores:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played by</source>
        <translation>Jugado por</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Deal number:</source>
        <translation>&amp;Número de reparto:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Com&amp;puter speed:</source>
        <translation>&amp;Velocidad del ordenador:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Summary of the rules</source>
        <translation>Resumen de las reglas</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Start</source>
        <translation>&amp;Comenzar</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{name} (damaged)</source>
        <translation>{name} (dañada)</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>Seat {number} needs a name.</source>
        <translation>El puesto {number} necesita un nombre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seats {first} and {second} are both called “{name}”.</source>
        <translation>Los puestos {first} y {second} se llaman los dos «{name}».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose the number of players.</source>
        <translation>Elige el número de jugadores.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deal number must be a whole number, or empty for a random deal.</source>
        <translation>El número de reparto debe ser un número entero, o vacío para un reparto aleatorio.</translation>
    </message>
</context>
<context>
    <name>PlatformCheck</name>
    <message>
        <location filename="../continental_qt/ui/platform_check.py" line="+179"/>
        <source>Continental cannot open its window</source>
        <translation>Continental no puede abrir su ventana</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no display to open it on (DISPLAY is not set). Start Continental on the desktop, or over ssh with ssh -X.</source>
        <translation>No hay ninguna pantalla donde abrirla (DISPLAY no está definido). Inicia Continental en el escritorio, o por ssh con ssh -X.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(not named by the system)</source>
        <translation>(el sistema no las nombra)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qt&apos;s X11 platform plugin needs system libraries that are missing: {names}.</source>
        <translation>El complemento de plataforma X11 de Qt necesita bibliotecas del sistema que faltan: {names}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>On Debian or Ubuntu, install them with:
{command}</source>
        <translation>En Debian o Ubuntu, instálalas con:
{command}</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <location filename="../continental_qt/ui/table/privacy_screen.py" line="-236"/>
        <source>Pass to {name}</source>
        <translation>Pasa a {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Answer without looking</source>
        <translation>Responder sin mirar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I am {name}: show my cards</source>
        <translation>Soy {name}: mostrar mis cartas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click the button or press F when {name} has the screen. No other key shows the cards.</source>
        <translation>Haz clic en el botón o pulsa F cuando {name} tenga la pantalla. Ninguna otra tecla muestra las cartas.</translation>
    </message>
</context>
<context>
    <name>Reading</name>
    <message>
        <location filename="../continental_qt/ui/texts/reading.py" line="+43"/>
        <source>No hand of yours is showing.</source>
        <translation>Tu mano no está a la vista.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%n card(s).</source>
        <translation>%n carta.|%n cartas.</translation>
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
        <translation>{ranks} de {suit}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>wild: {cards}</source>
        <translation>comodines: {cards}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{wild} as {place}</source>
        <translation>{wild} como {place}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No melds on the table.</source>
        <translation>No hay combinaciones en la mesa.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{owner}&apos;s run</source>
        <translation>escalera de {owner}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{owner}&apos;s set</source>
        <translation>trío de {owner}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%n card(s) in hand</source>
        <translation>%n carta en la mano|%n cartas en la mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>down</source>
        <translation>bajado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not down</source>
        <translation>sin bajar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%n buy(s) used</source>
        <translation>%n compra usada|%n compras usadas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>left the game</source>
        <translation>dejó la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to play</source>
        <translation>le toca</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Stock: %n card(s).</source>
        <translation>Mazo: %n carta.|Mazo: %n cartas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The discard pile is empty.</source>
        <translation>El montón de descartes está vacío.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard pile: %n card(s), {card} on top.</source>
        <translation>Descartes: %n carta, arriba {card}.|Descartes: %n cartas, arriba {card}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing to do now: it is not your move.</source>
        <translation>Nada por ahora: no es tu turno.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Go down</source>
        <translation>bajarse</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay off {cards}</source>
        <translation>colocar {cards}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Swap {cards} for a wild</source>
        <translation>cambiar {cards} por un comodín</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Discard one of %n card(s)</source>
        <translation>descartar una de %n carta|descartar una de %n cartas</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{contract}. You are down.</source>
        <translation>{contract}. Ya te has bajado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{contract}. You can go down now.</source>
        <translation>{contract}. Ya puedes bajarte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{contract}. You lack %n card(s).</source>
        <translation>{contract}. Te falta %n carta.|{contract}. Te faltan %n cartas.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name}: %n point(s).</source>
        <translation>{name}: %n punto.|{name}: %n puntos.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{card}, {position} of {count}, selected</source>
        <translation>{card}, {position} de {count}, seleccionada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card}, {position} of {count}</source>
        <translation>{card}, {position} de {count}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{slot}: {cards}.</source>
        <translation>{slot}: {cards}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{slot}: empty.</source>
        <translation>{slot}: vacío.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/access_nodes.py" line="+207"/>
        <source>A valid meld.</source>
        <translation>Una combinación válida.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Melds on the table: %n</source>
        <translation>Combinaciones en la mesa: %n|Combinaciones en la mesa: %n</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your melds to go down with</source>
        <translation>Tus combinaciones para bajarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand: %n card(s)</source>
        <translation>Tu mano: %n carta|Tu mano: %n cartas</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../continental_qt/ui/replay_window.py" line="-12"/>
        <source>Replay: {game}</source>
        <translation>Repetición: {game}</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+1"/>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>First move (Home)</source>
        <translation>Primera jugada (Inicio)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Back one move (Left)</source>
        <translation>Una jugada atrás (flecha izquierda)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Forward one move (Right)</source>
        <translation>Una jugada adelante (flecha derecha)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last move (End)</source>
        <translation>Última jugada (Fin)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}&apos;s view</source>
        <translation>Vista de {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spectator (no hand)</source>
        <translation>Espectador (sin mano)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every hand face up</source>
        <translation>Todas las manos boca arriba</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show:</source>
        <translation>Mostrar:</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Move {n} of {total} · {round}</source>
        <translation>Jugada {n} de {total} · {round}</translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/round_summary.py" line="+135"/>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{round} is over</source>
        <translation>Fin de {round}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {n} is over</source>
        <translation>Ronda {n} terminada</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{who} wins {game}!</source>
        <translation>¡Victoria de {who} en {game}!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who} share the win in {game}!</source>
        <translation>¡{who} comparten la victoria en {game}!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is void: nobody wins.</source>
        <translation>La partida es nula: nadie gana.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{round}: {name} went out.</source>
        <translation>{round}: {name} cerró.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round {n}: {name} went out.</source>
        <translation>Ronda {n}: {name} cerró.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{round}: the stock ran out; nobody went out.</source>
        <translation>{round}: se acabó el mazo; nadie cerró.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round {n}: the stock ran out; nobody went out.</source>
        <translation>Ronda {n}: se acabó el mazo; nadie cerró.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards left</source>
        <translation>Cartas en mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal</source>
        <translation>Este reparto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This round</source>
        <translation>Esta ronda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scores</source>
        <translation>Puntuaciones</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Went out</source>
        <translation>Cerró</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Left the game</source>
        <translation>Dejó la partida</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Fewest points wins.</source>
        <translation>Gana quien tenga menos puntos.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next deal</source>
        <translation>Siguiente reparto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next round</source>
        <translation>Siguiente ronda</translation>
    </message>
</context>
<context>
    <name>RoundsEditor</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/rounds_editor.py" line="-343"/>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Add round</source>
        <translation>&amp;Añadir ronda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a copy of the selected round after it.</source>
        <translation>Añade una copia de la ronda seleccionada a continuación.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>How many cards each player is dealt in this round.</source>
        <translation>Cuántas cartas recibe cada jugador en esta ronda.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards dea&amp;lt:</source>
        <translation>Cartas repar&amp;tidas:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Contract (the melds to lay down to go down):</source>
        <translation>Contrato (los juegos que hay que bajar para bajarse):</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No melds: nothing to lay down (single-hand game).</source>
        <translation>Sin juegos: no hay nada que bajar (modalidad de una sola mano).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add se&amp;t</source>
        <translation>Añadir trí&amp;o</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The contract asks for one more set.</source>
        <translation>El contrato pide un trío más.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add ru&amp;n</source>
        <translation>Añadir e&amp;scalera</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The contract asks for one more run.</source>
        <translation>El contrato pide una escalera más.</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>Round {number}: {cards} cards · {contract}</source>
        <translation>Ronda {number}: {cards} cartas · {contract}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No round selected</source>
        <translation>Ninguna ronda seleccionada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round {number}</source>
        <translation>Ronda {number}</translation>
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
        <translation>Trío</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run</source>
        <comment>meld kind</comment>
        <translation>Escalera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set: cards of one rank. Run: cards of one suit in sequence.</source>
        <translation>Trío: cartas del mismo valor. Escalera: cartas seguidas del mismo palo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>at least </source>
        <translation>al menos </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fewest cards this meld may have.</source>
        <translation>El mínimo de cartas que puede tener este juego.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Remove this meld from the contract.</source>
        <translation>Quitar este juego del contrato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove meld {number}</source>
        <translation>Quitar el juego {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind of meld {number}</source>
        <translation>Tipo de juego {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest cards in meld {number}</source>
        <translation>Mínimo de cartas en el juego {number}</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/rules_dialog.py" line="+17"/>
        <source>Rules — {name}</source>
        <translation>Reglas — {name}</translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/rules_editor.py" line="+69"/>
        <source>Give the preset a name.</source>
        <translation>Ponle un nombre a la variante.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A preset name may have at most {limit} characters.</source>
        <translation>El nombre de una variante puede tener como mucho {limit} caracteres.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A preset name may not start or end with a dot, nor hold any of / \ : * ? &quot; &lt; &gt; |.</source>
        <translation>El nombre de una variante no puede empezar ni terminar con un punto, ni contener / \ : * ? &quot; &lt; &gt; |.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>“{name}” cannot name a file; choose another name.</source>
        <translation>«{name}» no sirve como nombre de archivo; elige otro nombre.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is already a preset called “{name}”.</source>
        <translation>Ya hay una variante llamada «{name}».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no preset called “{name}”.</source>
        <translation>No hay ninguna variante llamada «{name}».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is not a regular file (it is a folder, a pipe or a device), so it was not read.</source>
        <translation>No es un archivo normal (es una carpeta, una tubería o un dispositivo), así que no se leyó.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file could not be read: {problem}</source>
        <translation>No se pudo leer el archivo: {problem}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file could not be written: {problem}</source>
        <translation>No se pudo escribir el archivo: {problem}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The preset in the file has no name.</source>
        <translation>La variante del archivo no tiene nombre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The preset&apos;s name in the file is longer than {limit} characters.</source>
        <translation>El nombre de la variante del archivo tiene más de {limit} caracteres.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The preset&apos;s name in the file cannot be used as a file name.</source>
        <translation>El nombre de la variante del archivo no se puede usar como nombre de archivo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file&apos;s version number is missing or not valid.</source>
        <translation>Falta el número de versión del archivo o no es válido.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The version of Continental named in the file is not valid.</source>
        <translation>La versión de Continental indicada en el archivo no es válida.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The preset&apos;s name in the file is missing or not text.</source>
        <translation>Falta el nombre de la variante en el archivo o no es texto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules are missing from the file or not readable.</source>
        <translation>Faltan las reglas en el archivo o no se pueden leer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A part of the preset file is missing or not valid.</source>
        <translation>Falta una parte del archivo de la variante o no es válida.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The rules in the file hold an entry of the wrong kind.</source>
        <translation>Las reglas del archivo contienen una entrada de tipo incorrecto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules in the file lack an entry they need.</source>
        <translation>A las reglas del archivo les falta una entrada necesaria.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules in the file hold a number or a list far too large.</source>
        <translation>Las reglas del archivo contienen un número o una lista demasiado grandes.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file holds entries this version of Continental does not know.</source>
        <translation>El archivo contiene entradas que esta versión de Continental no conoce.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules in the file are in a form this version of Continental cannot read.</source>
        <translation>Las reglas del archivo tienen una forma que esta versión de Continental no sabe leer.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file was made by a newer version of Continental; update Continental to use it.</source>
        <translation>El archivo lo creó una versión más nueva de Continental; actualiza Continental para usarlo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The rules in the file cannot be played.</source>
        <translation>Las reglas del archivo no se pueden jugar.</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>The file is far too large to be a rules preset.</source>
        <translation>El archivo es demasiado grande para ser una variante de reglas.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The file is not a rules preset: it is not JSON text.</source>
        <translation>El archivo no es una variante de reglas: no es texto JSON.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is not a rules preset (it may be a saved game or other data).</source>
        <translation>El archivo no es una variante de reglas (puede ser una partida guardada u otros datos).</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>The rules in the file cannot be used: {reason}</source>
        <translation>Las reglas del archivo no se pueden usar: {reason}</translation>
    </message>
</context>
<context>
    <name>RulesEditorDialog</name>
    <message>
        <location line="+37"/>
        <source>Rules Editor</source>
        <translation>Editor de reglas</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The preset these rules start from.</source>
        <translation>La variante de la que parten estas reglas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start &amp;from:</source>
        <translation>Partir &amp;de:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save as…</source>
        <translation>&amp;Guardar como…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep these rules as a custom preset under a name of your choice.</source>
        <translation>Guarda estas reglas como variante propia con el nombre que elijas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rena&amp;me…</source>
        <translation>Re&amp;nombrar…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Give this custom preset another name.</source>
        <translation>Ponle otro nombre a esta variante propia.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Delete</source>
        <translation>&amp;Borrar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delete this custom preset.</source>
        <translation>Borra esta variante propia.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Export…</source>
        <translation>E&amp;xportar…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write these rules to a file to share them.</source>
        <translation>Escribe estas reglas en un archivo para compartirlas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a custom preset from a file someone shared.</source>
        <translation>Añade una variante propia desde un archivo que alguien compartió.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>House rules (one click)</source>
        <translation>Reglas de la casa (con un clic)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deuces wild</source>
        <translation>Doses comodín</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red aces wild</source>
        <translation>Ases rojos comodín</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No May I? in the last three rounds</source>
        <translation>Sin ¿Puedo? en las tres últimas rondas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three buys per round</source>
        <translation>Tres compras por ronda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final discard required</source>
        <translation>Descarte final obligatorio</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every 2 is wild, as well as the jokers.</source>
        <translation>Todos los 2 son comodines, además de los jokers.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The aces of hearts and diamonds are wild.</source>
        <translation>Los ases de corazones y de diamantes son comodines.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody may buy a discard in the last three rounds.</source>
        <translation>Nadie puede comprar un descarte en las tres últimas rondas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player may buy at most three times in a round.</source>
        <translation>Cada jugador puede comprar como mucho tres veces por ronda.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Going out needs a discard at the end.</source>
        <translation>Para cerrar hay que descartar al final.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>mixed</source>
        <translation>variable</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every row of the deck table gets this many jokers per deck.</source>
        <translation>Todas las filas de la tabla de barajas reciben este número de jokers por baraja.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Jokers per deck:</source>
        <translation>Jo&amp;kers por baraja:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Summary of the rules</source>
        <translation>Resumen de las reglas</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&amp;Use these rules</source>
        <translation>&amp;Usar estas reglas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo &amp;changes</source>
        <translation>Des&amp;hacer cambios</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go back to the preset these rules started from.</source>
        <translation>Volver a la variante de la que partieron estas reglas.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>{name} (damaged)</source>
        <translation>{name} (dañada)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name}: {reason}</source>
        <translation>{name}: {reason}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Some custom presets cannot be used. {details}</source>
        <translation>Algunas variantes propias no se pueden usar. {details}</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>{name} (edited)</source>
        <translation>{name} (modificada)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>These rules cannot be played yet:</source>
        <translation>Estas reglas todavía no se pueden jugar:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These rules can be played.</source>
        <translation>Estas reglas se pueden jugar.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rules Editor — {name}</source>
        <translation>Editor de reglas — {name}</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Name (at most 40 characters):</source>
        <translation>Nombre (como mucho 40 caracteres):</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{name} (ours)</source>
        <translation>{name} (de la casa)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save as custom preset</source>
        <translation>Guardar como variante propia</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Replace preset</source>
        <translation>Reemplazar variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is already a preset called “{name}”. Replace it?</source>
        <translation>Ya hay una variante llamada «{name}». ¿Reemplazarla?</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Saved as “{name}”.</source>
        <translation>Guardada como «{name}».</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rename custom preset</source>
        <translation>Renombrar variante propia</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Renamed to “{name}”.</source>
        <translation>Renombrada como «{name}».</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Delete preset</source>
        <translation>Borrar variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the custom preset “{name}”? This cannot be undone.</source>
        <translation>¿Borrar la variante propia «{name}»? No se puede deshacer.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Deleted “{name}”.</source>
        <translation>Borrada «{name}».</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Export rules</source>
        <translation>Exportar reglas</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+17"/>
        <source>Continental rules</source>
        <translation>Reglas de Continental</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Exported to {path}.</source>
        <translation>Exportadas a {path}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Import rules</source>
        <translation>Importar reglas</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{file} was not imported. {reason}</source>
        <translation>No se importó {file}. {reason}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Imported as “{name}”.</source>
        <translation>Importada como «{name}».</translation>
    </message>
</context>
<context>
    <name>RulesForm</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/rules_form.py" line="+185"/>
        <source>&amp;Players &amp;&amp; decks</source>
        <translation>&amp;Jugadores y barajas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fewest players:</source>
        <translation>Mínimo de jugadores:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The smallest table this game can be played at (at least 2).</source>
        <translation>La mesa más pequeña en la que se puede jugar (al menos 2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Most players:</source>
        <translation>Máximo de jugadores:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The largest table (at most 12); the decks below must deal everyone.</source>
        <translation>La mesa más grande (como mucho 12); las barajas de abajo deben alcanzar para repartir a todos.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Decks and jokers</source>
        <translation>Barajas y jokers</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>For each table size, how many decks are shuffled together and how many jokers in all. The first row whose player count fits the table is used.</source>
        <translation>Para cada tamaño de mesa, cuántas barajas se mezclan juntas y cuántos jokers hay en total. Se usa la primera fila cuyo número de jugadores corresponda a la mesa.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>At the table</source>
        <translation>En la mesa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>First dealer:</source>
        <translation>Primero en repartir:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>High card</source>
        <translation>Carta alta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low card</source>
        <translation>Carta baja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How the first dealer is chosen: everyone cuts and the highest or lowest card deals, or the computer picks.</source>
        <translation>Cómo se elige quién reparte primero: todos cortan y reparte la carta más alta o la más baja, o lo elige la máquina.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Direction:</source>
        <translation>Sentido:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clockwise (deal passes left)</source>
        <translation>Horario (el reparto pasa a la izquierda)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counter-clockwise (deal passes right)</source>
        <translation>Antihorario (el reparto pasa a la derecha)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which way play and the deal go round the table.</source>
        <translation>En qué sentido giran el juego y el reparto alrededor de la mesa.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Rounds &amp;&amp; contracts</source>
        <translation>&amp;Rondas y contratos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each round deals its cards and names its contract: the melds a player must lay down together to go down. Select a round to change it.</source>
        <translation>Cada ronda reparte sus cartas y fija su contrato: los juegos que un jugador debe bajar a la vez para bajarse. Selecciona una ronda para cambiarla.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Melds &amp;&amp; &amp;wilds</source>
        <translation>Juegos y &amp;comodines</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wild cards</source>
        <translation>Comodines</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jokers are always wild.</source>
        <translation>Los jokers siempre son comodines.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deuces are wild</source>
        <translation>Los doses son comodines</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every 2 may stand for any card; in its own place in a run it counts as itself.</source>
        <translation>Cada 2 puede valer por cualquier carta; en su propio lugar en una escalera cuenta como sí mismo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Red aces are wild</source>
        <translation>Los ases rojos son comodines</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The aces of hearts and diamonds may stand for any card, or be used as aces.</source>
        <translation>Los ases de corazones y de diamantes pueden valer por cualquier carta, o usarse como ases.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sets and runs</source>
        <translation>Tríos y escaleras</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sets are allowed</source>
        <translation>Se permiten tríos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off: only runs may be melded (the single-hand game).</source>
        <translation>Desactivado: solo se pueden bajar escaleras (modalidad de una sola mano).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shortest set:</source>
        <translation>Trío más corto:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A set (cards of one rank) needs at least this many cards.</source>
        <translation>Un trío (cartas del mismo valor) necesita al menos este número de cartas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shortest run:</source>
        <translation>Escalera más corta:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A run (one suit in sequence) needs at least this many cards.</source>
        <translation>Una escalera (cartas seguidas de un palo) necesita al menos este número de cartas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Longest run:</source>
        <translation>Escalera más larga:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No run may be longer than this (13 is one of every rank).</source>
        <translation>Ninguna escalera puede ser más larga que esto (13 es una carta de cada valor).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ace low (A-2-3)</source>
        <translation>As bajo (A-2-3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The ace may start a run below the 2.</source>
        <translation>El as puede empezar una escalera por debajo del 2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ace high (Q-K-A)</source>
        <translation>As alto (Q-K-A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The ace may end a run above the king.</source>
        <translation>El as puede terminar una escalera por encima del rey.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Runs go round the corner (K-A-2)</source>
        <translation>Las escaleras dan la vuelta (K-A-2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A run may pass from the king through the ace to the 2.</source>
        <translation>Una escalera puede pasar del rey al 2 a través del as.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Limits on wild cards</source>
        <translation>Límites de los comodines</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Natural cards per meld:</source>
        <translation>Cartas naturales por juego:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each meld needs at least this many cards that are not used as wilds.</source>
        <translation>Cada juego necesita al menos este número de cartas que no se usen como comodín.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Wilds may not outnumber natural cards</source>
        <translation>Los comodines no pueden superar a las cartas naturales</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checked after every card added: a meld holds at most as many wilds as naturals.</source>
        <translation>Se comprueba tras cada carta añadida: un juego tiene como mucho tantos comodines como cartas naturales.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A set of wilds alone is allowed</source>
        <translation>Se permite un trío solo de comodines</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three or more wild cards may form a set; only wilds may be added to it.</source>
        <translation>Tres o más comodines pueden formar un trío; solo se le pueden añadir comodines.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No two wilds side by side in a run</source>
        <translation>Sin dos comodines seguidos en una escalera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A run may not hold two wild cards next to each other.</source>
        <translation>Una escalera no puede tener dos comodines uno al lado del otro.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Playing melds</source>
        <translation>Bajar juegos</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lay off in the turn you go down</source>
        <translation>Acomodar en el turno en que te bajas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off: adding cards to melds on the table waits until the next turn.</source>
        <translation>Desactivado: añadir cartas a los juegos de la mesa tiene que esperar al turno siguiente.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Swap a wild in a run</source>
        <translation>Cambiar un comodín de una escalera</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player who is down may replace a wild in a run with the card it stands for, and must play the wild at once.</source>
        <translation>Un jugador que ya se bajó puede reemplazar un comodín de una escalera por la carta a la que sustituye, y debe jugar el comodín en el acto.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ma&amp;y I?</source>
        <translation>¿&amp;Puedo?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buying discards</source>
        <translation>Comprar descartes</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>May I? (buying) is played</source>
        <translation>Se juega con ¿Puedo? (compra)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the player in turn passes the discard, the others may claim it in turn order.</source>
        <translation>Cuando el jugador en turno deja pasar el descarte, los demás pueden pedirlo por orden de turno.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Penalty cards:</source>
        <translation>Cartas de castigo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The buyer also takes this many cards from the stock.</source>
        <translation>Quien compra también se lleva este número de cartas del mazo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Buys per round:</source>
        <translation>Compras por ronda:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How often each player may buy in one round.</source>
        <translation>Cuántas veces puede comprar cada jugador en una ronda.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No limit</source>
        <translation>Sin límite</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last rounds without buying:</source>
        <translation>Últimas rondas sin compra:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No May I? in this many rounds at the end of the game.</source>
        <translation>Sin ¿Puedo? en este número de rondas al final de la partida.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players who are down may buy</source>
        <translation>Los que ya se bajaron pueden comprar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off: once a player has gone down, they can no longer buy.</source>
        <translation>Desactivado: cuando un jugador se ha bajado, ya no puede comprar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>First refusal</source>
        <translation>Preferencia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After a claim, the player in turn may take the discard instead, without penalty.</source>
        <translation>Tras una petición, el jugador en turno puede llevarse él el descarte, sin castigo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The discarder may buy it back</source>
        <translation>Quien descartó puede comprarla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player who threw the card may claim it like the others.</source>
        <translation>El jugador que tiró la carta puede pedirla como los demás.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Going out &amp;&amp; scoring</source>
        <translation>Ci&amp;erre y puntuación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Going out</source>
        <translation>Cierre</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Final discard:</source>
        <translation>Descarte final:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional</source>
        <translation>Opcional</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Required</source>
        <translation>Obligatorio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Optional: go out by melding your last card or discarding it. Required: the last card must be a discard.</source>
        <translation>Opcional: cierras bajando tu última carta o descartándola. Obligatorio: la última carta tiene que ser un descarte.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Last round: go out by melding every card</source>
        <translation>Última ronda: cerrar bajando todas las cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the last round no final discard is allowed.</source>
        <translation>En la última ronda no se permite descarte final.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Penalty points for cards left in hand</source>
        <translation>Puntos por las cartas que quedan en la mano</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>What each card left in a hand costs at the end of a round.</source>
        <translation>Lo que cuesta cada carta que queda en una mano al final de una ronda.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Down and out in one turn:</source>
        <translation>Bajarse y cerrar en un turno:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points for going down and out in the same turn (negative is a bonus).</source>
        <translation>Puntos por bajarse y cerrar en el mismo turno (un valor negativo es un premio).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Single-hand game</source>
        <translation>Modalidad de una sola mano</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play the single-hand game</source>
        <translation>Jugar a una sola mano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No going down: a player goes out by laying down the whole hand in one of the patterns below. Turn sets off and give the rounds no contract.</source>
        <translation>No hay que bajarse: un jugador cierra bajando toda la mano en una de las combinaciones de abajo. Desactiva los tríos y deja las rondas sin contrato.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>e.g. 3+3+3+3+3; 4+4+4+3</source>
        <translation>p. ej. 3+3+3+3+3; 4+4+4+3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Going-out patterns:</source>
        <translation>Combinaciones para cerrar:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run lengths that make up a whole hand, each pattern separated by “;”.</source>
        <translation>Longitudes de escalera que suman una mano completa; separa cada combinación con «;».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deals in a match:</source>
        <translation>Repartos por partida:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many deals a match lasts.</source>
        <translation>Cuántos repartos dura una partida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One deal by each player</source>
        <translation>Un reparto por jugador</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>For winning:</source>
        <translation>Por ganar:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each deuce used as a wild:</source>
        <translation>Cada 2 usado como comodín:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each joker:</source>
        <translation>Cada joker:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Going out without drawing:</source>
        <translation>Cerrar sin robar:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Going out after one draw:</source>
        <translation>Cerrar tras robar una vez:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Using no wild:</source>
        <translation>Sin usar comodines:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All melds of one suit:</source>
        <translation>Todos los juegos de un palo:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What each other player pays the winner of a deal, added up.</source>
        <translation>Lo que cada uno de los demás jugadores paga al ganador de un reparto, sumado.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Ad&amp;vanced</source>
        <translation>A&amp;vanzado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the stock runs out</source>
        <translation>Cuando se acaba el mazo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Empty stock:</source>
        <translation>Mazo vacío:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn the discards over once, then the round ends</source>
        <translation>Dar la vuelta al pozo una vez; después termina la ronda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shuffle the discards into a new stock</source>
        <translation>Mezclar el pozo en un mazo nuevo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What happens when no card is left to draw; the top discard always stays.</source>
        <translation>Qué pasa cuando no queda ninguna carta que robar; la carta de arriba del pozo siempre se queda.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turn limit per round:</source>
        <translation>Límite de turnos por ronda:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A round that lasts this many turns ends as if the stock had run out.</source>
        <translation>Una ronda que dura este número de turnos termina como si se hubiera acabado el mazo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dealing</source>
        <translation>Reparto</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards dealt at a time:</source>
        <translation>Cartas repartidas a la vez:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only changes how the deal looks.</source>
        <translation>Solo cambia cómo se ve el reparto.</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>The going-out patterns cannot be read: write run lengths joined by “+”, and separate patterns with “;” (for example 3+3+3+3+3; 4+4+4+3).</source>
        <translation>No se pueden leer las combinaciones para cerrar: escribe longitudes de escalera unidas por «+» y separa las combinaciones con «;» (por ejemplo 3+3+3+3+3; 4+4+4+3).</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../continental_qt/ui/stats/score_chart.py" line="+265"/>
        <source>Running total</source>
        <translation>Total acumulado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each player&apos;s total after each deal</source>
        <translation>El total de cada jugador tras cada reparto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per deal</source>
        <translation>Por reparto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The points of each deal, side by side</source>
        <translation>Los puntos de cada reparto, uno al lado del otro</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player&apos;s total after each round</source>
        <translation>El total de cada jugador tras cada ronda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per round</source>
        <translation>Por ronda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The points of each round, side by side</source>
        <translation>Los puntos de cada ronda, uno al lado del otro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score chart</source>
        <translation>Gráfico de puntuaciones</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export PNG…</source>
        <translation>Exportar PNG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save this chart as a PNG image</source>
        <translation>Guardar este gráfico como imagen PNG</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scores appear here after the first round.</source>
        <translation>Los puntos aparecen aquí después de la primera ronda.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal {number}</source>
        <translation>Reparto {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {number}</source>
        <translation>Ronda {number}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Totals after %n deal(s), the best first: {totals}.</source>
        <translation>Totales tras %n reparto, el mejor primero: {totals}.|Totales tras %n repartos, el mejor primero: {totals}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Totals after %n round(s), the best first: {totals}.</source>
        <translation>Totales tras %n ronda, el mejor primero: {totals}.|Totales tras %n rondas, el mejor primero: {totals}.</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>Total points</source>
        <translation>Puntos totales</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Deal</source>
        <translation>Reparto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>{name} — deal {deal}: {points} (total {total})</source>
        <translation>{name} — reparto {deal}: {points} (total {total})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} — round {round}: {points} (total {total})</source>
        <translation>{name} — ronda {round}: {points} (total {total})</translation>
    </message>
    <message>
        <location line="+78"/>
        <location line="+11"/>
        <source>Export chart</source>
        <translation>Exportar gráfico</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>PNG images (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not write {path}.</source>
        <translation>No se pudo escribir {path}.</translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message>
        <location filename="../continental_qt/ui/stats/score_model.py" line="+112"/>
        <source>Total</source>
        <translation>Total</translation>
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
        <translation>suelta aquí las cartas</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../continental_qt/ui/stats/stats_charts.py" line="+80"/>
        <source>Totals, game after game (★ won)</source>
        <translation>Totales, partida tras partida (★ ganada)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+209"/>
        <source>Total points</source>
        <translation>Puntos totales</translation>
    </message>
    <message>
        <location line="-205"/>
        <source>Win rate over time</source>
        <translation>Porcentaje de victorias en el tiempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+206"/>
        <source>Win rate (%)</source>
        <translation>Victorias (%)</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/stats/player_numbers.py" line="+32"/>
        <location filename="../continental_qt/ui/stats/stats_charts.py" line="-202"/>
        <source>Points in a round</source>
        <translation>Puntos en una ronda</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/stats/stats_charts.py" line="+1"/>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+222"/>
        <location line="+10"/>
        <location filename="../continental_qt/ui/stats/stats_model.py" line="+90"/>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <location line="-174"/>
        <source>Charts of {name}</source>
        <translation>Gráficos de {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: totals, game after game (★ won)</source>
        <translation>{name}: totales, partida tras partida (★ ganada)</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+17"/>
        <source>Round scores of different rules do not compare:
choose one rule set.</source>
        <translation>Las puntuaciones por ronda de reglas distintas no se pueden comparar:
elige un solo reglamento.</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+26"/>
        <location line="+36"/>
        <location line="+92"/>
        <source>No finished games yet.</source>
        <translation>Aún no hay partidas terminadas.</translation>
    </message>
    <message>
        <location line="-145"/>
        <location line="+71"/>
        <source>No rounds yet.</source>
        <translation>Aún no hay rondas.</translation>
    </message>
    <message>
        <location line="-68"/>
        <location line="+81"/>
        <source>average {value}</source>
        <translation>media {value}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Game {number}</source>
        <translation>Partida {number}</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%n finished game(s), {wins} won; totals from {low} to {high}.</source>
        <translation>%n partida terminada, victorias: {wins}; totales de {low} a {high}.|%n partidas terminadas, victorias: {wins}; totales de {low} a {high}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game {number}, {date}
{rules}
Total {total}</source>
        <translation>Partida {number}, {date}
{rules}
Total {total}</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+3"/>
        <location line="+53"/>
        <source>Won</source>
        <translation>Ganada</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/stats/stats_model.py" line="-57"/>
        <source>Single hand</source>
        <translation>Una sola mano</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played by</source>
        <translation>Jugado por</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/stats/player_numbers.py" line="-5"/>
        <location filename="../continental_qt/ui/stats/stats_model.py" line="+1"/>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/stats/stats_model.py" line="+1"/>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>Tasa de victorias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average</source>
        <translation>Media</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best</source>
        <translation>Mejor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worst</source>
        <translation>Peor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coach</source>
        <translation>Entrenador</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%n unfinished game(s) not counted.</source>
        <translation>%n partida sin terminar no contada.|%n partidas sin terminar no contadas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Totals of different rules do not compare: choose one rule set.</source>
        <translation>Los totales de reglas distintas no se pueden comparar: elige un solo reglamento.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rounds played, in finished and unfinished games.</source>
        <translation>Rondas jugadas, en partidas terminadas y sin terminar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The coach&apos;s help asked in this person&apos;s games: hints, option lists, what was missing, the tutor&apos;s warnings and undos.</source>
        <translation>La ayuda del entrenador pedida en las partidas de esta persona: pistas, listas de opciones, lo que faltaba, los avisos del tutor y lo deshecho.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/stats/stats_window.py" line="+55"/>
        <source>The statistics were saved by a newer version of Continental.</source>
        <translation>Las estadísticas las guardó una versión más nueva de Continental.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The statistics file is not one Continental made.</source>
        <translation>El archivo de estadísticas no lo creó Continental.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The statistics file is damaged.</source>
        <translation>El archivo de estadísticas está dañado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{why} It was kept as “{file}” and new statistics were started.</source>
        <translation>{why} Se conservó como «{file}» y se empezaron estadísticas nuevas.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Loading…</source>
        <translation>Cargando…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>All rule sets</source>
        <translation>Todos los reglamentos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any</source>
        <translation>Cualquiera</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Reglas:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Opponents:</source>
        <translation>&amp;Oponentes:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Export &amp;CSV…</source>
        <translation>Exportar &amp;CSV…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export chart as &amp;PNG…</source>
        <translation>Exportar gráfico como &amp;PNG…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No games recorded yet.</source>
        <translation>Aún no hay partidas registradas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every round you finish will show up here.</source>
        <translation>Cada ronda que termines aparecerá aquí.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Points a round by contract</source>
        <translation>Puntos por ronda según el contrato</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Contract</source>
        <translation>Contrato</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points a round</source>
        <translation>Puntos por ronda</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>The statistics could not be read: the disk is full.</source>
        <translation>No se pudieron leer las estadísticas: el disco está lleno.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The statistics could not be read: {error}</source>
        <translation>No se pudieron leer las estadísticas: {error}</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>No games match these filters.</source>
        <translation>Ninguna partida coincide con estos filtros.</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>{name}: %n finished game(s), {wins} won</source>
        <translation>{name}: %n partida terminada, victorias: {wins}|{name}: %n partidas terminadas, victorias: {wins}</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Export statistics</source>
        <translation>Exportar estadísticas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+33"/>
        <source>Saved “{file}”.</source>
        <translation>Guardado «{file}».</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Could not save “{file}”: the disk is full.</source>
        <translation>No se pudo guardar «{file}»: el disco está lleno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not save “{file}”: {error}</source>
        <translation>No se pudo guardar «{file}»: {error}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Export chart</source>
        <translation>Exportar gráfico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG images (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not save “{file}”.</source>
        <translation>No se pudo guardar «{file}».</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../continental_qt/ui/table/table_view.py" line="+308"/>
        <source>Stock: click to draw (D)</source>
        <translation>Mazo: haz clic para robar (D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stock {n}</source>
        <translation>mazo {n}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>discard pile</source>
        <translation>pozo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>discard pile (empty)</source>
        <translation>pozo (vacío)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/table_words.py" line="+29"/>
        <source>down ✓</source>
        <translation>bajado ✓</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>buys {u}/{l}</source>
        <translation>compras {u}/{l}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>buys {u}</source>
        <translation>compras {u}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>left the game</source>
        <translation>dejó la partida</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/seat_plates.py" line="+55"/>
        <source>{name} ({level}), total {total} points</source>
        <translation>{name} ({level}), total {total} puntos</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/table_view.py" line="+77"/>
        <source>{name}&apos;s hand</source>
        <translation>Mano de {name}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/table_words.py" line="+6"/>
        <source>Set</source>
        <translation>Trío</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Run</source>
        <translation>Escalera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{kind} {n} ({min}+)</source>
        <translation>{kind} {n} ({min}+)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{card} (as {rank})</source>
        <translation>{card} (como {rank})</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your run: {cards}</source>
        <translation>Tu escalera: {cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s run: {cards}</source>
        <translation>Escalera de {name}: {cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your set: {cards}</source>
        <translation>Tu trío: {cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s set: {cards}</source>
        <translation>Trío de {name}: {cards}</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>You are down: lay off and go out.</source>
        <translation>Ya te bajaste: acomoda y cierra.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You can meet the contract now.</source>
        <translation>Ya puedes cumplir el contrato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are %n card(s) away.</source>
        <translation>Te falta %n carta.|Te faltan %n cartas.</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>Take the {card} before it is bought? (T or N)</source>
        <translation>¿Tomar el {card} antes de que lo compren? (T o N)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>May I? {name}, take the {card} plus %n penalty card(s)? Press M, or N to pass.</source>
        <translation>¿Puedo? {name}, ¿te llevas el {card} más %n carta de castigo? Pulsa M, o N para pasar.|¿Puedo? {name}, ¿te llevas el {card} más %n cartas de castigo? Pulsa M, o N para pasar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>May I? Take the {card} plus %n penalty card(s): press M, or N to pass.</source>
        <translation>¿Puedo? Llévate el {card} más %n carta de castigo: pulsa M, o N para pasar.|¿Puedo? Llévate el {card} más %n cartas de castigo: pulsa M, o N para pasar.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>{name} is deciding on the {card}…</source>
        <translation>{name} está decidiendo sobre el {card}…</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/table_input.py" line="+364"/>
        <source>Drop one card at a time there.</source>
        <translation>Suelta las cartas de una en una ahí.</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>The discard is on offer: {m} says May I?, {n} lets it go.</source>
        <translation>El descarte está en oferta: {m} dice ¿Puedo?, {n} lo deja pasar.</translation>
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
        <translation>Descartar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lay off at the low end of {meld}</source>
        <translation>Acomodar en el extremo bajo de {meld}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lay off at the high end of {meld}</source>
        <translation>Acomodar en el extremo alto de {meld}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay off on {meld}</source>
        <translation>Acomodar en {meld}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Swap into {meld}, wild to its low end</source>
        <translation>Cambiar por el comodín de {meld} y llevarlo a su extremo bajo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Swap into {meld}, wild to its high end</source>
        <translation>Cambiar por el comodín de {meld} y llevarlo a su extremo alto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Swap into {meld}, wild to the low end of {target}</source>
        <translation>Cambiar por el comodín de {meld} y llevarlo al extremo bajo de {target}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap into {meld}, wild to the high end of {target}</source>
        <translation>Cambiar por el comodín de {meld} y llevarlo al extremo alto de {target}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap into {meld}, wild to {target}</source>
        <translation>Cambiar por el comodín de {meld} y llevarlo a {target}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/table_keys.py" line="+94"/>
        <source>No card has the focus: pick one with ← or →.</source>
        <translation>Ninguna carta tiene el foco: elige una con ← o →.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/card_menus.py" line="+28"/>
        <source>the run {low} up to {high}</source>
        <translation>la escalera del {low} al {high}</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>your run {cards}</source>
        <translation>tu escalera {cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s run {cards}</source>
        <translation>la escalera de {name} {cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your set {cards}</source>
        <translation>tu trío {cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s set {cards}</source>
        <translation>el trío de {name} {cards}</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>Put in {slot}</source>
        <translation>Poner en {slot}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Back to hand</source>
        <translation>Devolver a la mano</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing to do with this card now</source>
        <translation>Nada que hacer con esta carta ahora</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/replay_hands.py" line="+82"/>
        <location filename="../continental_qt/ui/table/table_words.py" line="+54"/>
        <source>%n card(s)</source>
        <translation>%n carta|%n cartas</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../continental_qt/ui/texts/base.py" line="+69"/>
        <source>Someone</source>
        <translation>Alguien</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../continental_qt/ui/texts/names.py" line="+1"/>
        <source>Player {number}</source>
        <translation>Jugador {number}</translation>
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
        <translation>{first} y {last}</translation>
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
        <translation>un trío de {length}+</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a run of {length}+</source>
        <translation>una escalera de {length}+</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>one set of {length}+</source>
        <translation>un trío de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two sets of {length}+</source>
        <translation>dos tríos de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three sets of {length}+</source>
        <translation>tres tríos de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four sets of {length}+</source>
        <translation>cuatro tríos de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>five sets of {length}+</source>
        <translation>cinco tríos de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>six sets of {length}+</source>
        <translation>seis tríos de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n sets of {length}+</source>
        <translation>%n trío de {length}+|%n tríos de {length}+</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>one run of {length}+</source>
        <translation>una escalera de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two runs of {length}+</source>
        <translation>dos escaleras de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three runs of {length}+</source>
        <translation>tres escaleras de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four runs of {length}+</source>
        <translation>cuatro escaleras de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>five runs of {length}+</source>
        <translation>cinco escaleras de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>six runs of {length}+</source>
        <translation>seis escaleras de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n runs of {length}+</source>
        <translation>%n escalera de {length}+|%n escaleras de {length}+</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No contract</source>
        <translation>Sin contrato</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Go out with all {cards} cards in runs: {patterns}.</source>
        <translation>Cierra con las {cards} cartas en escaleras: {patterns}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{first} or {last}</source>
        <comment>last two choices of a list</comment>
        <translation>{first} o {last}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>All {cards} cards in runs</source>
        <translation>Las {cards} cartas en escaleras</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal {number} of {total}</source>
        <translation>Reparto {number} de {total}</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+31"/>
        <source>Deal {number}</source>
        <translation>Reparto {number}</translation>
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
        <translation>Ronda {number} de {total}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Round {number}</source>
        <translation>Ronda {number}</translation>
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
        <translation>Gana el total más alto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest points wins.</source>
        <translation>Gana quien tenga menos puntos.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Highest total: leading</source>
        <translation>Total más alto: va ganando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest points: leading</source>
        <translation>Menos puntos: va ganando</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/reasons.py" line="+18"/>
        <source>set</source>
        <comment>meld kind</comment>
        <translation>trío</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>run</source>
        <comment>meld kind</comment>
        <translation>escalera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>meld</source>
        <comment>a set or a run</comment>
        <translation>juego</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have to draw first.</source>
        <translation>Primero tienes que robar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have already drawn this turn.</source>
        <translation>Ya robaste en este turno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait until the May I? question is settled.</source>
        <translation>Espera a que se resuelva el «¿Puedo?».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The round is over: deal the next round first.</source>
        <translation>La ronda ha terminado: reparte primero la siguiente ronda.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+36"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>You cannot do that now.</source>
        <translation>Ahora no puedes hacer eso.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {round}: {problem}</source>
        <translation>Ronda {round}: {problem}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The next player must take the screen first.</source>
        <translation>El siguiente jugador tiene que tomar la pantalla primero.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The round is over: continue from the summary first.</source>
        <translation>La ronda ha terminado: continúa primero desde el resumen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game does not know that move.</source>
        <translation>La partida no conoce esa jugada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This is only a view of the game; it cannot be changed.</source>
        <translation>Esto es solo una vista de la partida; no se puede cambiar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The discard pile is empty.</source>
        <translation>El pozo está vacío.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card is not in your hand.</source>
        <translation>Esa carta no está en tu mano.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same card is used twice.</source>
        <translation>La misma carta se usa dos veces.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have already gone down this round.</source>
        <translation>Ya te bajaste en esta ronda.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have to go down before you can lay off.</source>
        <translation>Tienes que bajarte antes de poder acomodar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may not lay off in the turn you went down.</source>
        <translation>No puedes acomodar en el turno en que te bajaste.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That meld is not on the table.</source>
        <translation>Ese juego no está en la mesa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such player.</source>
        <translation>No existe ese jugador.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wild cards may not be swapped in this game.</source>
        <translation>En esta partida no se pueden cambiar comodines.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep one card: going out needs a final discard.</source>
        <translation>Quédate con una carta: para cerrar hace falta un descarte final.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may not discard your last card: go out by melding it instead.</source>
        <translation>No puedes descartar tu última carta: cierra bajándola.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That would leave you one card you cannot meld, and in this round you must go out by melding, not by discarding.</source>
        <translation>Te quedaría una carta que no puedes bajar, y en esta ronda hay que cerrar bajando, no descartando.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In this game there is no going down: you go out with all your cards at once.</source>
        <translation>En esta partida no hay que bajarse: se cierra con todas las cartas a la vez.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Going out in one move belongs to the single-hand game.</source>
        <translation>Cerrar en una sola jugada es de la modalidad de una sola mano.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To go out, lay down every card but the one you discard after drawing.</source>
        <translation>Para cerrar, baja todas las cartas menos la que descartas después de robar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Runs of {lengths} cards do not make a pattern for going out.</source>
        <translation>Escaleras de {lengths} cartas no forman una combinación para cerrar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Those runs do not make a pattern for going out.</source>
        <translation>Esas escaleras no forman una combinación para cerrar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Those cards do not make a valid meld.</source>
        <translation>Esas cartas no forman un juego válido.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That card cannot be laid off there.</source>
        <translation>Esa carta no se puede acomodar ahí.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That swap is not possible.</source>
        <translation>Ese cambio no es posible.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Those melds are not this round&apos;s contract.</source>
        <translation>Esos juegos no son el contrato de esta ronda.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This round&apos;s contract asks for %n meld(s).</source>
        <translation>El contrato de esta ronda pide %n juego.|El contrato de esta ronda pide %n juegos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay down exactly the melds the contract asks for.</source>
        <translation>Baja exactamente los juegos que pide el contrato.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your melds must be the sets and runs the contract asks for.</source>
        <translation>Tus juegos deben ser los tríos y escaleras que pide el contrato.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A contract meld here needs at least %n card(s).</source>
        <translation>Aquí un juego del contrato necesita al menos %n carta.|Aquí un juego del contrato necesita al menos %n cartas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A meld is shorter than the contract asks for.</source>
        <translation>Un juego es más corto de lo que pide el contrato.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The wild cards cannot stand where you placed them.</source>
        <translation>Los comodines no pueden ir donde los pusiste.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only a wild card in a run can be swapped.</source>
        <translation>Solo se puede cambiar un comodín de una escalera.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap a wild with a natural card of the run&apos;s suit.</source>
        <translation>Cambia un comodín por una carta natural del palo de la escalera.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No wild card in that run stands for this card.</source>
        <translation>Ningún comodín de esa escalera sustituye a esta carta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No cards staged here yet.</source>
        <translation>Aún no hay cartas aquí.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not enough cards for this meld.</source>
        <translation>No hay cartas suficientes para este juego.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The entry “{field}” is too long (limit {limit}).</source>
        <translation>La entrada «{field}» es demasiado larga (límite {limit}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This run would be longer than the rules allow.</source>
        <translation>Esta escalera sería más larga de lo que permiten las reglas.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>A game for {min} to {max} players is not possible: it needs at least 2 players, and the minimum may not be more than the maximum.</source>
        <translation>No es posible una partida de {min} a {max} jugadores: hacen falta al menos 2 jugadores, y el mínimo no puede ser mayor que el máximo.</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The turn limit per round is too low: it must be at least 10.</source>
        <translation>El límite de turnos por ronda es demasiado bajo: debe ser al menos 10.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The setting “{field}” no longer exists and was left out.</source>
        <translation>El ajuste «{field}» ya no existe y se ha omitido.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A setting that no longer exists was left out.</source>
        <translation>Se ha omitido un ajuste que ya no existe.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>The file is not a regular file (it is a folder, a pipe or a device), so it was not read.</source>
        <translation>El archivo no es un archivo normal (es una carpeta, una tubería o un dispositivo), así que no se leyó.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file could not be read: {problem}</source>
        <translation>No se pudo leer el archivo: {problem}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The file is not a saved game of Continental.</source>
        <translation>El archivo no es una partida guardada de Continental.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file was written by a newer version of Continental; update Continental to open it.</source>
        <translation>Este archivo lo escribió una versión más nueva de Continental; actualiza Continental para abrirlo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This file was written by an older version of Continental that this version cannot read.</source>
        <translation>Este archivo lo escribió una versión antigua de Continental y esta versión no sabe leerlo.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Move {number} in the file cannot be read.</source>
        <translation>No se puede leer la jugada {number} del archivo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The moves in the file do not follow the rules: move {number} cannot be played in the position before it.</source>
        <translation>Las jugadas del archivo no siguen las reglas: la jugada {number} no se puede hacer en la posición anterior a ella.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The moves in the file do not follow the rules.</source>
        <translation>Las jugadas del archivo no siguen las reglas.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game was saved by an older version of Continental whose rules would not play it in the same way, so it cannot be continued.</source>
        <translation>Esta partida la guardó una versión antigua de Continental cuyas reglas no la jugarían de la misma forma, así que no se puede continuar.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/prompts.py" line="+25"/>
        <source>Round over — see the summary</source>
        <translation>Ronda terminada: mira el resumen</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/reasons.py" line="-280"/>
        <location filename="../continental_qt/ui/texts/rules_summary.py" line="+82"/>
        <source>Every meld needs at least one natural card.</source>
        <translation>Cada juego necesita al menos una carta natural.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This meld needs more natural cards.</source>
        <translation>Este juego necesita más cartas naturales.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wilds may not outnumber natural cards.</source>
        <translation>Los comodines no pueden superar a las cartas naturales.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A set needs cards of one rank.</source>
        <translation>Un trío necesita cartas del mismo valor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A run needs cards of one suit.</source>
        <translation>Una escalera necesita cartas del mismo palo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A run cannot hold the same rank twice.</source>
        <translation>Una escalera no puede tener el mismo valor dos veces.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These cards leave gaps in the run that the wilds cannot fill.</source>
        <translation>Estas cartas dejan huecos en la escalera que los comodines no pueden llenar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../continental_qt/ui/texts/rules_summary.py" line="+10"/>
        <source>Two wild cards may not sit side by side in a run.</source>
        <translation>No puede haber dos comodines seguidos en una escalera.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round {round} asks for a set, but this game has no sets.</source>
        <translation>La ronda {round} pide un trío, pero en esta partida no hay tríos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has no sets: meld runs only.</source>
        <translation>En esta partida no hay tríos: baja solo escaleras.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only wild cards can be added to a set of wild cards.</source>
        <translation>A un trío de comodines solo se le pueden añadir comodines.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A meld must be a set or a run.</source>
        <translation>Un juego tiene que ser un trío o una escalera.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card does not fit this meld.</source>
        <translation>Esa carta no encaja en este juego.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card is not of this run&apos;s suit.</source>
        <translation>Esa carta no es del palo de esta escalera.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This meld has no room for another card there.</source>
        <translation>Este juego no tiene sitio para otra carta ahí.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose which end of the run the wild card goes on.</source>
        <translation>Elige en qué extremo de la escalera va el comodín.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card can only go on the low or the high end of a run.</source>
        <translation>Una carta solo puede ir en el extremo bajo o en el alto de una escalera.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The rules have no id.</source>
        <translation>Las reglas no tienen identificador.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>At most {limit} players can play, not {max}.</source>
        <translation>Pueden jugar como mucho {limit} jugadores, no {max}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game is for {min} to {max} players, not {players}.</source>
        <translation>Esta partida es para {min} a {max} jugadores, no para {players}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The rules say nothing about the decks to use.</source>
        <translation>Las reglas no dicen nada de las barajas que se usan.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A table of {decks} decks and {jokers} jokers is not possible (1 to 8 decks, at most 4 jokers per deck).</source>
        <translation>Una mesa de {decks} barajas y {jokers} jokers no es posible (de 1 a 8 barajas, como mucho 4 jokers por baraja).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The rules have no rounds.</source>
        <translation>Las reglas no tienen rondas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sets and runs need at least 2 cards (here: sets {set_min}, runs {run_min}).</source>
        <translation>Los tríos y las escaleras necesitan al menos 2 cartas (aquí: tríos {set_min}, escaleras {run_min}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The longest run must be 3 to 13 cards, not {value}.</source>
        <translation>La escalera más larga debe tener de 3 a 13 cartas, no {value}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The shortest run ({run_min}) is longer than the longest run ({max}).</source>
        <translation>La escalera más corta ({run_min}) es más larga que la más larga ({max}).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The ace must be allowed low, high or round the corner.</source>
        <translation>El as debe poder ir bajo, alto o dando la vuelta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards must be dealt at least one at a time.</source>
        <translation>Hay que repartir al menos una carta cada vez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The number of deals in a match cannot be negative.</source>
        <translation>El número de repartos de una partida no puede ser negativo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settlement payments cannot be negative.</source>
        <translation>Los pagos no pueden ser negativos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The single-hand game has no round contracts; it uses going-out patterns.</source>
        <translation>La modalidad de una sola mano no tiene contratos por ronda; usa combinaciones para cerrar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deck table must list player counts in rising order, each once.</source>
        <translation>La tabla de barajas debe listar los números de jugadores en orden creciente, cada uno una vez.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The natural cards a meld needs must be between 0 and the meld minimum.</source>
        <translation>Las cartas naturales que necesita un juego deben estar entre 0 y el mínimo del juego.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>May I? penalties, limits and rounds cannot be negative.</source>
        <translation>Los castigos, límites y rondas del ¿Puedo? no pueden ser negativos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown rule for the final discard: “{value}”.</source>
        <translation>Regla desconocida para el descarte final: «{value}».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown rule for an empty stock: “{value}”.</source>
        <translation>Regla desconocida para el mazo vacío: «{value}».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown way to choose the first dealer: “{value}”.</source>
        <translation>Forma desconocida de elegir quién reparte primero: «{value}».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play must go clockwise or counter-clockwise.</source>
        <translation>El juego debe girar en sentido horario o antihorario.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The points table needs 14 values (joker, ace to king), none negative.</source>
        <translation>La tabla de puntos necesita 14 valores (joker, del as al rey), ninguno negativo.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The single-hand game is played with runs only; sets must be off.</source>
        <translation>La modalidad de una sola mano se juega solo con escaleras; los tríos deben estar desactivados.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The single-hand game needs at least one pattern for going out.</source>
        <translation>La modalidad de una sola mano necesita al menos una combinación para cerrar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the pattern {pattern} a run is shorter than 3 or longer than allowed.</source>
        <translation>En la combinación {pattern} hay una escalera de menos de 3 cartas o más larga de lo permitido.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At least one card must be dealt.</source>
        <translation>Hay que repartir al menos una carta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The round has no contract.</source>
        <translation>La ronda no tiene contrato.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown kind of meld “{kind}”.</source>
        <translation>Tipo de juego desconocido «{kind}».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A run of {length} is longer than the rules allow.</source>
        <translation>Una escalera de {length} es más larga de lo que permiten las reglas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A {kind} in the contract is shorter than a {kind} may be.</source>
        <translation>En el contrato hay un juego de tipo «{kind}» más corto del mínimo para ese tipo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The pattern {pattern} does not add up to the {dealt} cards dealt.</source>
        <translation>La combinación {pattern} no suma las {dealt} cartas repartidas.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The contract needs {need} cards, but a player can hold at most {most}.</source>
        <translation>El contrato necesita {need} cartas, pero un jugador puede tener como mucho {most}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>With {players} players the decks hold {cards} cards, but dealing needs {need}.</source>
        <translation>Con {players} jugadores las barajas tienen {cards} cartas, pero el reparto necesita {need}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>These rules cannot be played.</source>
        <translation>Estas reglas no se pueden jugar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules file is not valid JSON.</source>
        <translation>El archivo de reglas no es JSON válido.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The entry “{field}” has the wrong type.</source>
        <translation>La entrada «{field}» tiene un tipo incorrecto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The entry “{field}” is out of range.</source>
        <translation>La entrada «{field}» está fuera de rango.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The entry “{field}” is missing.</source>
        <translation>Falta la entrada «{field}».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An entry of the rules file is malformed.</source>
        <translation>Una entrada del archivo de reglas está mal formada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown entries: {fields}.</source>
        <translation>Entradas desconocidas: {fields}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file is not in a format Continental knows.</source>
        <translation>El archivo no tiene un formato que Continental conozca.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file was made by a newer version of Continental.</source>
        <translation>El archivo lo creó una versión más nueva de Continental.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The file is not a saved game: it is not readable JSON text.</source>
        <translation>El archivo no es una partida guardada: no es texto JSON legible.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The file is far too large to be a saved game.</source>
        <translation>El archivo es demasiado grande para ser una partida guardada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file lists {seats} seats, but the game in it has {players} players.</source>
        <translation>El archivo indica {seats} asientos, pero la partida que contiene tiene {players} jugadores.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file&apos;s list of players does not match the game in it.</source>
        <translation>La lista de jugadores del archivo no coincide con la partida que contiene.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game is not a readable document.</source>
        <translation>La partida guardada no es un documento legible.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The saved game holds a move that cannot be read.</source>
        <translation>La partida guardada contiene una jugada que no se puede leer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game is too large.</source>
        <translation>La partida guardada es demasiado grande.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The saved game does not replay to the saved position; it may be damaged or from another version.</source>
        <translation>La partida guardada no llega a la posición guardada al reproducirla; puede estar dañada o ser de otra versión.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The file&apos;s version number is missing or not valid.</source>
        <translation>Falta el número de versión del archivo o no es válido.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The name of the file&apos;s rules is missing or not valid.</source>
        <translation>Falta el nombre de las reglas del archivo o no es válido.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The speed of the computer players in the file is missing or not valid.</source>
        <translation>Falta la velocidad de los jugadores de la máquina en el archivo o no es válida.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The date the file was saved is not valid.</source>
        <translation>La fecha en que se guardó el archivo no es válida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The version of Continental named in the file is not valid.</source>
        <translation>La versión de Continental indicada en el archivo no es válida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game&apos;s identity in the file is not valid.</source>
        <translation>El identificador de la partida en el archivo no es válido.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file&apos;s list of players is missing or not valid.</source>
        <translation>Falta la lista de jugadores del archivo o no es válida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player&apos;s name in the file is missing, blank or longer than {limit} characters.</source>
        <translation>Falta el nombre de un jugador del archivo, está en blanco o tiene más de {limit} caracteres.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A player&apos;s name in the file is missing, blank or too long.</source>
        <translation>Falta el nombre de un jugador del archivo, está en blanco o es demasiado largo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player in the file is neither a person nor a known computer level.</source>
        <translation>Un jugador del archivo no es ni una persona ni un nivel conocido de la máquina.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game in the file is missing or cannot be replayed.</source>
        <translation>Falta la partida en el archivo o no se puede reproducir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The check of the saved position is missing from the file.</source>
        <translation>Falta en el archivo la comprobación de la posición guardada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The number of players in the file is missing or does not fit its rules.</source>
        <translation>Falta el número de jugadores en el archivo o no encaja con sus reglas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deal number in the file is missing or not valid.</source>
        <translation>Falta el número de reparto en el archivo o no es válido.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The list of moves in the file is missing or not valid.</source>
        <translation>Falta la lista de jugadas en el archivo o no es válida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A part of the saved game is missing or not valid.</source>
        <translation>Falta una parte de la partida guardada o no es válida.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The rules in the file hold an entry of the wrong kind.</source>
        <translation>Las reglas del archivo contienen una entrada de tipo incorrecto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules in the file lack an entry they need.</source>
        <translation>A las reglas del archivo les falta una entrada necesaria.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules in the file hold a number or a list far too large.</source>
        <translation>Las reglas del archivo contienen un número o una lista demasiado grandes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules in the file hold entries this version of Continental does not know.</source>
        <translation>Las reglas del archivo contienen entradas que esta versión de Continental no conoce.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules in the file are in a form this version of Continental cannot read.</source>
        <translation>Las reglas del archivo tienen una forma que esta versión de Continental no sabe leer.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The saved game&apos;s rules cannot be played: {reason}</source>
        <translation>Las reglas de la partida guardada no se pueden jugar: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The saved game&apos;s rules cannot be played.</source>
        <translation>Las reglas de la partida guardada no se pueden jugar.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the file or its folder does not exist.</source>
        <translation>el archivo o su carpeta no existe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you do not have permission to use it.</source>
        <translation>no tienes permiso para usarlo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a folder, not a file.</source>
        <translation>es una carpeta, no un archivo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full.</source>
        <translation>el disco está lleno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is read-only.</source>
        <translation>el disco es de solo lectura.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file name is too long.</source>
        <translation>el nombre del archivo es demasiado largo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is too large for the disk.</source>
        <translation>el archivo es demasiado grande para el disco.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk reported an error.</source>
        <translation>el disco informó de un error.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is in use by another program.</source>
        <translation>otro programa está usando el archivo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the system refused.</source>
        <translation>el sistema lo denegó.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The file is not a saved game Continental can read.</source>
        <translation>El archivo no es una partida guardada que Continental pueda leer.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The file could not be written: {problem}</source>
        <translation>No se pudo escribir el archivo: {problem}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file could not be written because of an unexpected error.</source>
        <translation>No se pudo escribir el archivo por un error inesperado.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>That is not allowed ({code}).</source>
        <translation>Eso no está permitido ({code}).</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/events.py" line="+37"/>
        <source>on your own run</source>
        <translation>en tu propia escalera</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on their own run</source>
        <translation>en su propia escalera</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on your run</source>
        <translation>en tu escalera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on {owner}&apos;s run</source>
        <translation>en la escalera de {owner}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on your own set</source>
        <translation>en tu propio trío</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on their own set</source>
        <translation>en su propio trío</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on your set</source>
        <translation>en tu trío</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on {owner}&apos;s set</source>
        <translation>en el trío de {owner}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/base.py" line="+21"/>
        <source>you</source>
        <translation>tú</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/events.py" line="+36"/>
        <source>You drew the {card} from the stock.</source>
        <translation>Robaste el {card} del mazo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} drew from the stock.</source>
        <translation>{name} robó del mazo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You took the {card} from the discard pile.</source>
        <translation>Tomaste el {card} del pozo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} took the {card} from the discard pile.</source>
        <translation>{name} tomó el {card} del pozo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You did not take the {card}: May I? is open.</source>
        <translation>No tomaste el {card}: se abre el ¿Puedo?.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} did not take the {card}: May I? is open.</source>
        <translation>{name} no tomó el {card}: se abre el ¿Puedo?.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You used first refusal on the {card}.</source>
        <translation>Usaste tu preferencia sobre el {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} used first refusal on the {card}.</source>
        <translation>{name} usó su preferencia sobre el {card}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You declined first refusal.</source>
        <translation>Renunciaste a tu preferencia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} declined first refusal.</source>
        <translation>{name} renunció a su preferencia.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You discarded the {card}.</source>
        <translation>Descartaste el {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} discarded the {card}.</source>
        <translation>{name} descartó el {card}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The discard pile was turned over as the new stock (%n card(s)).</source>
        <translation>Se dio la vuelta al pozo como mazo nuevo (%n carta).|Se dio la vuelta al pozo como mazo nuevo (%n cartas).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The discard pile was shuffled into a new stock (%n card(s)).</source>
        <translation>Se mezcló el pozo en un mazo nuevo (%n carta).|Se mezcló el pozo en un mazo nuevo (%n cartas).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The round reached its limit of %n turn(s).</source>
        <translation>La ronda llegó a su límite de %n turno.|La ronda llegó a su límite de %n turnos.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You left the game.</source>
        <translation>Dejaste la partida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} left the game.</source>
        <translation>{name} dejó la partida.</translation>
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
        <translation>Nuevo reparto: repartes tú; abre el pozo el {card}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New deal: {dealer} deals; the upcard is the {card}.</source>
        <translation>Nuevo reparto: reparte {dealer}; abre el pozo el {card}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {number} of {total}: you deal; the upcard is the {card}.</source>
        <translation>Ronda {number} de {total}: repartes tú; abre el pozo el {card}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round {number} of {total}: {dealer} deals; the upcard is the {card}.</source>
        <translation>Ronda {number} de {total}: reparte {dealer}; abre el pozo el {card}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You asked for the {card} (May I?); {turn} has first refusal.</source>
        <translation>Pediste el {card} (¿Puedo?); {turn} tiene preferencia.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} asked for the {card} (May I?); you have first refusal.</source>
        <translation>{name} pidió el {card} (¿Puedo?); tú tienes preferencia.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} asked for the {card} (May I?); {turn} has first refusal.</source>
        <translation>{name} pidió el {card} (¿Puedo?); {turn} tiene preferencia.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You bought the {card} (May I?).</source>
        <translation>Compraste el {card} (¿Puedo?).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You bought the {card} (May I?) and took the {penalty} as a penalty.</source>
        <translation>Compraste el {card} (¿Puedo?) y te llevaste el {penalty} de castigo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} bought the {card} (May I?).</source>
        <translation>{name} compró el {card} (¿Puedo?).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} bought the {card} (May I?) and %n penalty card(s).</source>
        <translation>{name} compró el {card} (¿Puedo?) y %n carta de castigo.|{name} compró el {card} (¿Puedo?) y %n cartas de castigo.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You went out with {melds}.</source>
        <translation>Cerraste con {melds}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} went out with {melds}.</source>
        <translation>{name} cerró con {melds}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You went down: {melds}.</source>
        <translation>Te bajaste: {melds}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} went down: {melds}.</source>
        <translation>{name} se bajó: {melds}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You went out with runs of {sizes} cards.</source>
        <translation>Cerraste con escaleras de {sizes} cartas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} went out with runs of {sizes} cards.</source>
        <translation>{name} cerró con escaleras de {sizes} cartas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You went down with %n meld(s).</source>
        <translation>Te bajaste con %n juego.|Te bajaste con %n juegos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} went down with %n meld(s).</source>
        <translation>{name} se bajó con %n juego.|{name} se bajó con %n juegos.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You laid off the {card}.</source>
        <translation>Acomodaste el {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} laid off the {card}.</source>
        <translation>{name} acomodó el {card}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You laid off the {card} as {rank} {where}.</source>
        <translation>Acomodaste el {card} como {rank} {where}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} laid off the {card} as {rank} {where}.</source>
        <translation>{name} acomodó el {card} como {rank} {where}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You laid off the {card} {where}.</source>
        <translation>Acomodaste el {card} {where}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} laid off the {card} {where}.</source>
        <translation>{name} acomodó el {card} {where}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You swapped the {card} for the {wild}.</source>
        <translation>Cambiaste el {card} por el {wild}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} swapped the {card} for the {wild}.</source>
        <translation>{name} cambió el {card} por el {wild}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You swapped the {card} for the {wild} and played the {wild} {where}.</source>
        <translation>Cambiaste el {card} por el {wild} y jugaste el {wild} {where}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} swapped the {card} for the {wild} and played the {wild} {where}.</source>
        <translation>{name} cambió el {card} por el {wild} y jugó el {wild} {where}.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The deal ends with no winner: the stock ran out.</source>
        <translation>El reparto termina sin ganador: se acabó el mazo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal ends: you went out and collect {pay} from each player.</source>
        <translation>El reparto termina: cerraste y cobras {pay} de cada jugador.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deal ends: {name} went out and collects {pay} from each player.</source>
        <translation>El reparto termina: {name} cerró y cobra {pay} de cada jugador.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {number} ends: no one went out.</source>
        <translation>Termina la ronda {number}: nadie cerró.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {number} ends: you went out.</source>
        <translation>Termina la ronda {number}: cerraste.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {number} ends: {name} went out.</source>
        <translation>Termina la ronda {number}: {name} cerró.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You were left with {cards}: %n point(s).</source>
        <translation>Te quedaste con {cards}: %n punto.|Te quedaste con {cards}: %n puntos.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Game over: the game is void.</source>
        <translation>Fin de la partida: la partida se anula.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over: you win with {total} points.</source>
        <translation>Fin de la partida: ganas con {total} puntos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over: {name} wins with {total} points.</source>
        <translation>Fin de la partida: {name} gana con {total} puntos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over: {names} share the win with {total} points.</source>
        <translation>Fin de la partida: {names} comparten la victoria con {total} puntos.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/prompts.py" line="+4"/>
        <source>Game over — {names} won</source>
        <translation>Fin de la partida — victoria: {names}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your turn — draw a card</source>
        <translation>Tu turno — roba una carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s turn — drawing</source>
        <translation>Turno de {name} — robando</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>May I? — you may claim the {card}</source>
        <translation>¿Puedo? — puedes pedir el {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>May I? — {name} is asked about the {card}</source>
        <translation>¿Puedo? — se pregunta a {name} por el {card}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} may claim the {card} — waiting</source>
        <translation>{name} puede pedir el {card} — esperando</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your first refusal on the {card}</source>
        <translation>Tu preferencia sobre el {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has first refusal on the {card} — waiting</source>
        <translation>{name} tiene preferencia sobre el {card} — esperando</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your turn — go out or discard</source>
        <translation>Tu turno — cierra o descarta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn — lay off or discard</source>
        <translation>Tu turno — acomoda o descarta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn — meld or discard</source>
        <translation>Tu turno — bájate o descarta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s turn — playing</source>
        <translation>Turno de {name} — jugando</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discard a card to end your turn (double-click it or drop it on the pile).</source>
        <translation>Descarta una carta para terminar tu turno (doble clic en ella o suéltala en el pozo).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The game is over. Start a new one from the Game menu.</source>
        <translation>La partida ha terminado. Empieza una nueva desde el menú Partida.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You have left this game.</source>
        <translation>Has dejado esta partida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>May I? {name}, do you want the {card}?</source>
        <translation>¿Puedo? {name}, ¿quieres el {card}?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Waiting: {name} may claim the {card}…</source>
        <translation>Esperando: {name} puede pedir el {card}…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Waiting for {name}…</source>
        <translation>Esperando a {name}…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your turn: draw from the stock, or go out now if all your cards fit.</source>
        <translation>Tu turno: roba del mazo, o cierra ya si todas tus cartas encajan.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: draw from the stock or take the {card}, or go out now if all your cards fit.</source>
        <translation>Tu turno: roba del mazo o toma el {card}, o cierra ya si todas tus cartas encajan.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your turn: draw from the stock.</source>
        <translation>Tu turno: roba del mazo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: draw from the stock or take the {card}.</source>
        <translation>Tu turno: roba del mazo o toma el {card}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The {card} is on offer. May I?</source>
        <translation>El {card} está en oferta. ¿Puedo?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} discarded the {card}. May I?</source>
        <translation>{name} descartó el {card}. ¿Puedo?</translation>
    </message>
    <message>
        <location line="-33"/>
        <location line="+37"/>
        <source>(It costs %n penalty card(s).)</source>
        <translation>(Cuesta %n carta de castigo.)|(Cuesta %n cartas de castigo.)</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>Deal over — see the summary</source>
        <translation>Reparto terminado: mira el resumen</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>The deal is over: see the summary (Enter deals the next).</source>
        <translation>El reparto ha terminado: mira el resumen (Intro reparte el siguiente).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The round is over: see the summary (Enter deals the next).</source>
        <translation>La ronda ha terminado: mira el resumen (Intro reparte la siguiente).</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>{name} may still take it first.</source>
        <translation>{name} aún puede quedárselo primero.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} wants the {card}: take it yourself (no penalty) or let them have it.</source>
        <translation>{name} quiere el {card}: quédatelo tú (sin castigo) o déjaselo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Go out with all {cards} cards in runs, or discard a card to end your turn.</source>
        <translation>Cierra con las {cards} cartas en escaleras, o descarta una carta para terminar tu turno.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go down with {contract}, or discard a card to end your turn.</source>
        <translation>Bájate con {contract}, o descarta una carta para terminar tu turno.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lay off cards on the table melds, or discard a card to end your turn.</source>
        <translation>Acomoda cartas en los juegos de la mesa, o descarta una carta para terminar tu turno.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This last round ends only when someone melds every card.</source>
        <translation>Esta última ronda solo termina cuando alguien baja todas sus cartas.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/names.py" line="+7"/>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Easy</source>
        <comment>computer player level</comment>
        <translation>Fácil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Medium</source>
        <comment>computer player level</comment>
        <translation>Medio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hard</source>
        <comment>computer player level</comment>
        <translation>Difícil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random</source>
        <comment>computer player level</comment>
        <translation>Aleatorio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Oracle</source>
        <comment>computer player level</comment>
        <translation>Oráculo</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>May I? (seven hands)</source>
        <comment>preset name</comment>
        <translation>¿Puedo? (siete rondas)</translation>
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
        <translation>Continental (una sola mano)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contract Rummy (Hoyle)</source>
        <comment>preset name</comment>
        <translation>Rummy de contrato (Hoyle)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Liverpool Rummy</source>
        <comment>preset name</comment>
        <translation>Rummy Liverpool</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shanghai (ten hands)</source>
        <comment>preset name</comment>
        <translation>Shanghai (diez rondas)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continental (Spain &amp; Latin America)</source>
        <comment>preset name</comment>
        <translation>Continental (España y Latinoamérica)</translation>
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
        <translation>Instantáneo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fast</source>
        <comment>pace of computer turns</comment>
        <translation>Rápido</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal</source>
        <comment>pace of computer turns</comment>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/rules_summary.py" line="-160"/>
        <source>%n player(s)</source>
        <translation>%n jugador|%n jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} jugadores</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%n deck(s)</source>
        <translation>%n baraja|%n barajas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%n joker(s)</source>
        <translation>%n joker|%n jokers</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{decks}, {jokers}</source>
        <translation>{decks}, {jokers}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>jokers</source>
        <translation>jokers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>deuces</source>
        <translation>doses</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>red aces</source>
        <translation>ases rojos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wild cards: {cards}.</source>
        <translation>Comodines: {cards}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A deuce or red ace may also be used as itself, as a natural card.</source>
        <translation>Un 2 o un as rojo también puede usarse como sí mismo, como carta natural.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A deuce may also be used as itself, as a natural card.</source>
        <translation>Un 2 también puede usarse como sí mismo, como carta natural.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A red ace may also be used as itself, as a natural card.</source>
        <translation>Un as rojo también puede usarse como sí mismo, como carta natural.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>2–10: face value</source>
        <translation>2–10: su valor</translation>
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
        <translation>En esta partida no hay ¿Puedo? (compra).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the player in turn does not take the discard, the others may claim it in turn order; the buyer also takes %n penalty card(s) from the stock.</source>
        <translation>Cuando el jugador en turno no toma el descarte, los demás pueden pedirlo por orden de turno; quien lo compra también se lleva %n carta de castigo del mazo.|Cuando el jugador en turno no toma el descarte, los demás pueden pedirlo por orden de turno; quien lo compra también se lleva %n cartas de castigo del mazo.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>At most %n buy(s) per player per round.</source>
        <translation>Como mucho %n compra por jugador y ronda.|Como mucho %n compras por jugador y ronda.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No limit on buys.</source>
        <translation>Sin límite de compras.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No May I? in the last %n round(s).</source>
        <translation>Sin ¿Puedo? en %n ronda final.|Sin ¿Puedo? en las %n rondas finales.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players who have gone down may still buy.</source>
        <translation>Los que ya se bajaron pueden seguir comprando.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players who have gone down may not buy.</source>
        <translation>Los que ya se bajaron no pueden comprar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First refusal: the player in turn may take a claimed discard instead, without penalty.</source>
        <translation>Preferencia: el jugador en turno puede llevarse él el descarte pedido, sin castigo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The player who discarded a card may buy it back.</source>
        <translation>Quien descartó una carta puede volver a comprarla.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sets: %n or more cards of one rank.</source>
        <translation>Tríos: %n carta o más del mismo valor.|Tríos: %n o más cartas del mismo valor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No sets: runs only.</source>
        <translation>Sin tríos: solo escaleras.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs: %n or more cards of one suit in sequence, at most {most}.</source>
        <translation>Escaleras: %n carta o más seguidas del mismo palo, como mucho {most}.|Escaleras: %n o más cartas seguidas del mismo palo, como mucho {most}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The ace is high (Q-K-A) or low (A-2-3), never both in one run.</source>
        <translation>El as es alto (Q-K-A) o bajo (A-2-3), nunca las dos cosas en una escalera.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The ace is low only (A-2-3).</source>
        <translation>El as solo es bajo (A-2-3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The ace is high only (Q-K-A).</source>
        <translation>El as solo es alto (Q-K-A).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs may go round the corner (K-A-2).</source>
        <translation>Las escaleras pueden dar la vuelta (K-A-2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs do not go round the corner (no K-A-2).</source>
        <translation>Las escaleras no dan la vuelta (no K-A-2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every meld needs at least %n natural cards.</source>
        <translation>Cada juego necesita al menos %n carta natural.|Cada juego necesita al menos %n cartas naturales.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Wilds may not outnumber natural cards in a meld.</source>
        <translation>Los comodines no pueden superar a las cartas naturales de un juego.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A set of wild cards alone is allowed; only wilds may be added to it.</source>
        <translation>Se permite un trío solo de comodines; solo se le pueden añadir comodines.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A player who has gone down may swap a wild in a run for the card it stands for, and must play the wild at once.</source>
        <translation>Un jugador que ya se bajó puede cambiar un comodín de una escalera por la carta a la que sustituye, y debe jugar el comodín en el acto.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>After drawing you hold one card more: lay down the others and discard it. You may also go out on your first turn before drawing.</source>
        <translation>Después de robar tienes una carta más: baja las demás y descártala. También puedes cerrar en tu primer turno antes de robar.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Go down by laying out exactly the round&apos;s contract in one turn; after that, lay off cards on any melds on the table.</source>
        <translation>Para bajarte, baja exactamente el contrato de la ronda en un solo turno; después, acomoda cartas en cualquier juego de la mesa.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You may lay off in the turn you go down.</source>
        <translation>Puedes acomodar en el turno en que te bajas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may lay off from the turn after going down.</source>
        <translation>Puedes acomodar a partir del turno siguiente a bajarte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Going out needs a final discard.</source>
        <translation>Para cerrar hace falta un descarte final.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go out by melding your last card or by discarding it.</source>
        <translation>Cierra bajando tu última carta o descartándola.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In the last round you must go out by melding every card, with no discard.</source>
        <translation>En la última ronda hay que cerrar bajando todas las cartas, sin descarte.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When the stock runs out, the discard pile is turned over once as a new stock; the second time, the round ends.</source>
        <translation>Cuando se acaba el mazo, se da la vuelta al pozo una vez como mazo nuevo; la segunda vez, termina la ronda.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>When the stock runs out, the discard pile (all but its top card) is shuffled into a new stock.</source>
        <translation>Cuando se acaba el mazo, el pozo (salvo su carta de arriba) se mezcla en un mazo nuevo.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{points} for winning</source>
        <translation>{points} por ganar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{points} for each deuce used as a wild</source>
        <translation>+{points} por cada 2 usado como comodín</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>+{points} for each joker</source>
        <translation>+{points} por cada joker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{points} for going out without drawing</source>
        <translation>+{points} por cerrar sin robar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{points} for going out after one draw</source>
        <translation>+{points} por cerrar tras robar una vez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{points} for using no wild</source>
        <translation>+{points} por no usar comodines</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{points} if all melds are of one suit</source>
        <translation>+{points} si todos los juegos son de un palo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The winner of a deal collects from each other player:</source>
        <translation>El ganador de un reparto cobra de cada uno de los demás jugadores:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running totals across the match; the highest total wins.</source>
        <translation>Totales acumulados durante la partida; gana el total más alto.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards left in hand score against you: {points}.</source>
        <translation>Las cartas que quedan en la mano cuentan en tu contra: {points}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After the last round the lowest total wins.</source>
        <translation>Tras la última ronda gana el total más bajo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Going down and out in the same turn scores {points} for that round.</source>
        <translation>Bajarse y cerrar en el mismo turno cuenta {points} en esa ronda.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The first dealer is chosen by cutting for high card.</source>
        <translation>Quien reparte primero se elige cortando: reparte la carta más alta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first dealer is chosen by cutting for low card.</source>
        <translation>Quien reparte primero se elige cortando: reparte la carta más baja.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first dealer is chosen at random.</source>
        <translation>Quien reparte primero se elige al azar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play and the deal go counter-clockwise.</source>
        <translation>El juego y el reparto van en sentido antihorario.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play and the deal go clockwise.</source>
        <translation>El juego y el reparto van en sentido horario.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a match of %n deal(s)</source>
        <translation>una partida de %n reparto|una partida de %n repartos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a match of one deal by each player</source>
        <translation>una partida de un reparto por jugador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%n round(s)</source>
        <translation>%n ronda|%n rondas</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%n card(s) dealt to each player.</source>
        <translation>Se reparte %n carta a cada jugador.|Se reparten %n cartas a cada jugador.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Going out</source>
        <translation>Cierre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rounds and contracts</source>
        <translation>Rondas y contratos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <comment>column heading</comment>
        <translation>Ronda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards</source>
        <comment>column heading: cards dealt</comment>
        <translation>Cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contract</source>
        <comment>column heading</comment>
        <translation>Contrato</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Playing</source>
        <translation>Cómo se juega</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Melds</source>
        <translation>Juegos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>May I?</source>
        <comment>heading: buying discards</comment>
        <translation>¿Puedo?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scoring</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/hints.py" line="+46"/>
        <source>Draw from the stock</source>
        <translation>Robar del mazo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take the {card}</source>
        <translation>Tomar el {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy the {card}</source>
        <translation>Comprar el {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the {card} go</source>
        <translation>Dejar pasar el {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard the {card}</source>
        <translation>Descartar el {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lay off the {card}</source>
        <translation>Colocar el {card} en la mesa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap the {card} for a wild</source>
        <translation>Cambiar el {card} por un comodín</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Go down now</source>
        <translation>Bajarse ahora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go down now, keeping {cards}</source>
        <translation>Bajarse ahora y quedarse con {cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go out</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Best move: {move}.</source>
        <translation>Mejor jugada: {move}.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{place}. {move} — {points} points expected</source>
        <translation>{place}. {move} — {points} puntos esperados</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{place}. {move} — {points} points expected, about as good</source>
        <translation>{place}. {move} — {points} puntos esperados, casi igual de buena</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{place}. {move} — {points} points expected, {gap} worse</source>
        <translation>{place}. {move} — {points} puntos esperados, {gap} peor</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Waiting is better than going down this turn.</source>
        <translation>Es mejor esperar que bajarse en este turno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Going down now leaves %n card(s) in your hand.</source>
        <translation>Si te bajas ahora, te queda %n carta en la mano.|Si te bajas ahora, te quedan %n cartas en la mano.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Laying off the {card} takes its points out of your hand.</source>
        <translation>Al colocar el {card}, sus puntos salen de tu mano.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It ends the round.</source>
        <translation>Con eso termina la ronda.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You still lack %n card(s) for the contract.</source>
        <translation>Aún te falta %n carta para el contrato.|Aún te faltan %n cartas para el contrato.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Still needed, with the copies you have not seen: {cards}.</source>
        <translation>Aún falta, con las copias que no has visto: {cards}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards that would help, with the copies you have not seen: {cards}.</source>
        <translation>Cartas que te ayudarían, con las copias que aún no has visto: {cards}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every card that would help is already in sight.</source>
        <translation>Todas las cartas que te ayudarían ya están a la vista.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{card} ×{count}</source>
        <translation>{card} ×{count}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>any {rank}</source>
        <translation>cualquier {rank}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The {card} does not bring you closer to the contract.</source>
        <translation>El {card} no te acerca al contrato.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The {card} brings you %n card(s) closer to the contract.</source>
        <translation>El {card} te acerca %n carta al contrato.|El {card} te acerca %n cartas al contrato.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That saves about as many turns of drawing.</source>
        <translation>Eso ahorra más o menos otros tantos turnos de robar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buying it adds about {points} penalty points to your hand, with the penalty card, if you do not go down.</source>
        <translation>Comprarla te suma unos {points} puntos de penalización en la mano, con la carta de castigo, si no te bajas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Taking it adds {points} penalty points to your hand if you do not go down.</source>
        <translation>Tomarla te suma {points} puntos de penalización en la mano si no te bajas.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name} picked up {cards} and may want the {card}.</source>
        <translation>{name} recogió {cards} y puede querer el {card}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{names} could lay the {card} off.</source>
        <translation>{names} podría(n) colocar el {card} en la mesa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As far as you can see, the {card} helps nobody.</source>
        <translation>Por lo que ves, el {card} no ayuda a nadie.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Expected this round: {points} points. Other moves are about as good.</source>
        <translation>Esperado en esta ronda: {points} puntos. Las demás jugadas son casi igual de buenas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Expected this round: {points} points; the next best move, {gap} worse.</source>
        <translation>Esperado en esta ronda: {points} puntos; la siguiente mejor jugada, {gap} peor.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Are you sure? About {loss} points worse than the best move: {better}.</source>
        <translation>¿Seguro? Unos {loss} puntos peor que la mejor jugada: {better}.</translation>
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
        <translation>dos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three</source>
        <comment>rank word</comment>
        <translation>tres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four</source>
        <comment>rank word</comment>
        <translation>cuatro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five</source>
        <comment>rank word</comment>
        <translation>cinco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six</source>
        <comment>rank word</comment>
        <translation>seis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven</source>
        <comment>rank word</comment>
        <translation>siete</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight</source>
        <comment>rank word</comment>
        <translation>ocho</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine</source>
        <comment>rank word</comment>
        <translation>nueve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten</source>
        <comment>rank word</comment>
        <translation>diez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <comment>rank word</comment>
        <translation>jota</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <comment>rank word</comment>
        <translation>reina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <comment>rank word</comment>
        <translation>rey</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+32"/>
        <source>joker</source>
        <comment>card word</comment>
        <translation>comodín</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>clubs</source>
        <comment>suit word</comment>
        <translation>tréboles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <comment>suit word</comment>
        <translation>diamantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <comment>suit word</comment>
        <translation>corazones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <comment>suit word</comment>
        <translation>picas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{rank} of {suit}</source>
        <comment>a card in words</comment>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a hidden card</source>
        <translation>una carta oculta</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{card}, wild</source>
        <translation>{card}, comodín</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>, </source>
        <comment>between cards in words</comment>
        <translation>, </translation>
    </message>
</context>
</TS>
