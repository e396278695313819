<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AiWorker</name>
    <message>
        <location filename="../continental_qt/ui/ai_worker.py" line="+304"/>
        <source>the computer players&apos; process did not start ({error})</source>
        <translation>le processus des joueurs virtuels n&apos;a pas démarré ({error})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the computer players&apos; process stopped (exit code {code})</source>
        <translation>le processus des joueurs virtuels s&apos;est arrêté (code de sortie {code})</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../continental_qt/ui/window/announcer.py" line="+78"/>
        <location filename="../continental_qt/ui/window/speech.py" line="+50"/>
        <source>Nothing was announced yet.</source>
        <translation>Rien n’a encore été annoncé.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/speech.py" line="+2"/>
        <source>No game is being played.</source>
        <translation>Aucune partie en cours.</translation>
    </message>
</context>
<context>
    <name>ChartTable</name>
    <message>
        <location filename="../continental_qt/ui/stats/chart_table.py" line="+30"/>
        <source>Show as table</source>
        <translation>Afficher en tableau</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Table</source>
        <translation>Tableau</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Read the chart&apos;s numbers in a table</source>
        <translation>Lire les nombres du graphique dans un tableau</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../continental_qt/ui/window/coach.py" line="+73"/>
        <source>Hints come on your turn, not between rounds.</source>
        <translation>Les conseils viennent à votre tour, pas entre les manches.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+30"/>
        <source>A hint needs your own hand on the table.</source>
        <translation>Un conseil a besoin de votre propre main sur la table.</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Hints come on your turn and when you are asked May I?</source>
        <translation>Les conseils viennent à votre tour et quand on vous demande « Je peux ? ».</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Weighing your options…</source>
        <translation>J’évalue vos options…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing is missing: you have gone down.</source>
        <translation>Il ne manque rien : vous êtes déjà descendu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In this game the coach shows what you miss with Hint (H).</source>
        <translation>Dans ce jeu, l’entraîneur montre ce qui vous manque avec Conseil (H).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Faded in the slots: your closest melds; %n card(s) still missing.</source>
        <translation>Estompées dans les cases : vos combinaisons les plus proches ; il manque encore %n carte.|Estompées dans les cases : vos combinaisons les plus proches ; il manque encore %n cartes.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your cards meet the contract: stage them and go down.</source>
        <translation>Vos cartes remplissent le contrat : préparez-les et descendez.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>No hint this time ({error}).</source>
        <translation>Pas de conseil cette fois ({error}).</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Your options</source>
        <translation>Vos options</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your options, best first</source>
        <translation>Vos options, la meilleure d’abord</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show all</source>
        <translation>Tout afficher</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/ghosts.py" line="+83"/>
        <source>Missing: any {rank}</source>
        <translation>Manque : n’importe quel {rank}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Missing: the {card}</source>
        <translation>Manque : {card}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/tutor.py" line="+80"/>
        <source>The tutor is weighing your move…</source>
        <translation>Le tuteur évalue votre coup…</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Tutor</source>
        <translation>Tuteur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play it anyway</source>
        <translation>Jouer quand même</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play instead: {move}</source>
        <translation>Jouer plutôt : {move}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Back to the table</source>
        <translation>Retour à la table</translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/crash_notice.py" line="+30"/>
        <source>Continental closed unexpectedly</source>
        <translation>Continental s&apos;est fermé de façon inattendue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continental closed unexpectedly the last time it ran.</source>
        <translation>Continental s&apos;est fermé de façon inattendue lors de sa dernière exécution.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What happened was written to a crash log, which is kept for a bug report:

{path}</source>
        <translation>Ce qui s&apos;est passé a été écrit dans un journal de plantage, conservé pour un rapport de bogue&#xa0;:

{path}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open Folder</source>
        <translation>Ouvrir le dossier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy Path</source>
        <translation>Copier le chemin</translation>
    </message>
</context>
<context>
    <name>DeckTableEditor</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/rounds_editor.py" line="+333"/>
        <source>Up to … players</source>
        <translation>Jusqu&apos;à … joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decks</source>
        <translation>Jeux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jokers in all</source>
        <translation>Jokers au total</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Add r&amp;ow</source>
        <translation>Ajouter une &amp;ligne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a row for larger tables.</source>
        <translation>Ajouter une ligne pour plus de joueurs.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>This row applies to tables of up to this many players.</source>
        <translation>Cette ligne s&apos;applique aux tables jusqu&apos;à ce nombre de joueurs.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many 52-card decks are shuffled together.</source>
        <translation>Combien de jeux de 52 cartes sont mélangés ensemble.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many jokers are added in all (not per deck).</source>
        <translation>Combien de jokers sont ajoutés au total (pas par jeu).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove this row.</source>
        <translation>Supprimer cette ligne.</translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/game_over.py" line="+68"/>
        <source>The game is void: nobody wins.</source>
        <translation>La partie est nulle&#xa0;: personne ne gagne.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win!</source>
        <translation>Vous avez gagné&#x202f;!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} wins!</source>
        <translation>{name} a gagné&#x202f;!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All square: nobody owes anyone.</source>
        <translation>Égalité&#xa0;: personne ne doit rien à personne.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{names} share the win!</source>
        <translation>{names} se partagent la victoire&#x202f;!</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Settlement: {list}.</source>
        <translation>Règlement&#xa0;: {list}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: {points} points.</source>
        <translation>{name}&#xa0;: {points} points.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{names}: {points} points each.</source>
        <translation>{names}&#xa0;: {points} points chacun.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%n hint(s)</source>
        <translation>%n conseil|%n conseils</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n list(s) of options</source>
        <translation>%n liste d’options|%n listes d’options</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n look(s) at what was missing</source>
        <translation>%n regard sur ce qui manquait|%n regards sur ce qui manquait</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n warning(s) from the tutor</source>
        <translation>%n avertissement du tuteur|%n avertissements du tuteur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n undo(s)</source>
        <translation>%n annulation|%n annulations</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Played without help from the coach.</source>
        <translation>Jouée sans l’aide de l’entraîneur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help from the coach: {help}.</source>
        <translation>Aide de l’entraîneur : {help}.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{game} · %n deal(s)</source>
        <translation>{game} · %n donne|{game} · %n donnes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{game} · %n round(s)</source>
        <translation>{game} · %n manche|{game} · %n manches</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Play again with {names} back at their seats</source>
        <translation>Rejouer avec {names} de retour à leur place</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The same players and rules, a new deal</source>
        <translation>Mêmes joueurs et mêmes règles, nouvelle donne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Left the game</source>
        <translation>A quitté la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(left)</source>
        <comment>a player who left</comment>
        <translation>(a quitté)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} went out in {round}.</source>
        <translation>{round}&#xa0;: {name} a fini.</translation>
    </message>
</context>
<context>
    <name>HintService</name>
    <message>
        <location filename="../continental_qt/ui/hint_service.py" line="+165"/>
        <source>the hints process did not start ({error})</source>
        <translation>le processus des conseils n’a pas démarré ({error})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the hints process stopped (exit code {code})</source>
        <translation>le processus des conseils s’est arrêté (code de sortie {code})</translation>
    </message>
</context>
<context>
    <name>InstanceLock</name>
    <message>
        <location filename="../continental_qt/ui/instance_lock.py" line="+64"/>
        <source>Continental is already running</source>
        <translation>Continental est déjà ouvert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continental is already open on this computer. Go on playing in its window: a second copy would write over the game it keeps.</source>
        <translation>Continental est déjà ouvert sur cet ordinateur. Continuez à jouer dans sa fenêtre : une deuxième copie écraserait la partie qu’il conserve.</translation>
    </message>
</context>
<context>
    <name>KeysHelp</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/keys_help.py" line="+36"/>
        <source>{a} or {l}, or the menu key</source>
        <translation>{a} ou {l}, ou la touche Menu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{left} / {right}</source>
        <translation>{left} / {right}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Draw from the stock</source>
        <translation>Piocher une carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the stock</source>
        <translation>Cliquer sur la pioche</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take the discard</source>
        <translation>Prendre la défausse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the discard pile</source>
        <translation>Cliquer sur la défausse</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Say May I? (buy the discard)</source>
        <translation>Dire «&#xa0;Je peux&#x202f;?&#xa0;» (acheter la défausse)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pass (let the discard go)</source>
        <translation>Passer (laisser passer la défausse)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click No thanks</source>
        <translation>Cliquer sur «&#xa0;Non merci&#xa0;»</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Discard</source>
        <translation>Se défausser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag a card to the discard pile, or double-click it</source>
        <translation>Glisser une carte sur la défausse, ou double-cliquer dessus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{enter} discards the focused card</source>
        <translation>{enter} défausse la carte active</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Go down (lay your contract)</source>
        <translation>Poser (poser votre contrat)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build the melds in the slots above your hand, then Go down</source>
        <translation>Former les combinaisons dans les emplacements au-dessus de votre main, puis cliquer sur «&#xa0;Poser&#xa0;»</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lay off on a table meld</source>
        <translation>Ajouter à une combinaison posée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag the card onto the meld</source>
        <translation>Glisser la carte sur la combinaison</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Swap a wild card out of a meld</source>
        <translation>Échanger un joker d&apos;une combinaison</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag the card it stands for onto the meld</source>
        <translation>Glisser sur la combinaison la carte que le joker remplace</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reorder your hand</source>
        <translation>Réordonner votre main</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag a card along your hand</source>
        <translation>Glisser une carte le long de votre main</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shift+{arrows} moves the focused card</source>
        <translation>Maj+{arrows} déplace la carte active</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move through your hand</source>
        <translation>Parcourir votre main</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{arrows}, {home}, {end}</source>
        <translation>{arrows}, {home}, {end}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Select a card</source>
        <translation>Sélectionner une carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the card</source>
        <translation>Cliquer sur la carte</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Put cards in a meld slot</source>
        <translation>Placer des cartes dans un emplacement de combinaison</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag them into a slot above your hand</source>
        <translation>Les glisser dans un emplacement au-dessus de votre main</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{first}–{last} puts the selection in that slot</source>
        <translation>{first}–{last} place la sélection dans l&apos;emplacement correspondant</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The Sort by rank and Sort by suit buttons below the table</source>
        <translation>Les boutons «&#xa0;Par valeur&#xa0;» et «&#xa0;Par couleur&#xa0;» sous la table</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Ask the coach</source>
        <translation>Demander à l’entraîneur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click Hint, or the Game menu</source>
        <translation>Cliquez sur Conseil, ou le menu Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{h} the best move, {o} every option ranked, {w} what you miss</source>
        <translation>{h} le meilleur coup, {o} toutes les options classées, {w} ce qui vous manque</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Keys with Ctrl or Alt belong to the menus; {first} to {last} read the table aloud (View → Speak)</source>
        <translation>Les touches avec Ctrl ou Alt sont celles des menus ; {first} à {last} lisent la table à voix haute (Affichage → Lire à voix haute)</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>Take staged cards back</source>
        <translation>Reprendre les cartes préparées</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>Click May I?</source>
        <translation>Cliquer sur «&#xa0;Je peux&#x202f;?&#xa0;»</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Click a staged card</source>
        <translation>Cliquer sur une carte préparée</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sort your hand</source>
        <translation>Trier votre main</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{r} by rank, {s} by suit</source>
        <translation>{r} par valeur, {s} par couleur</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Everything a card can do</source>
        <translation>Tout ce qu&apos;une carte permet de faire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right-click the card</source>
        <translation>Clic droit sur la carte</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Clear the selection</source>
        <translation>Annuler la sélection</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the selected cards again</source>
        <translation>Cliquer à nouveau sur les cartes sélectionnées</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show your cards at the privacy screen</source>
        <translation>Montrer vos cartes sur l&apos;écran de confidentialité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the button on the screen</source>
        <translation>Cliquer sur le bouton de l&apos;écran</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reach the buttons below the table</source>
        <translation>Atteindre les boutons sous la table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the button</source>
        <translation>Cliquer sur le bouton</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{tab} goes from button to button; {space} or {enter} presses one</source>
        <translation>{tab} passe d’un bouton à l’autre&#xa0;; {space} ou {enter} l’active</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Menu commands</source>
        <translation>Commandes des menus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The menu bar</source>
        <translation>La barre de menus</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Keyboard and mouse</source>
        <translation>Clavier et souris</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mouse</source>
        <translation>Souris</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
</context>
<context>
    <name>LeaveDialog</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/leave_dialog.py" line="+28"/>
        <location line="+26"/>
        <source>Leave the game</source>
        <translation>Quitter la partie</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Leaving the table: {name}</source>
        <translation>Quitte la table&#xa0;: {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What happens to this seat?</source>
        <translation>Que devient cette place&#x202f;?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Let the computer play this seat</source>
        <translation>Laisser l&apos;ordinateur jouer à cette place</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>A player who leaves scores the sum of the two highest totals of the others, and their cards go under the stock. With fewer than two players left the game is void.</source>
        <translation>Un joueur qui part reçoit la somme des deux plus hauts totaux des autres, et ses cartes vont sous la pioche. S&apos;il reste moins de deux joueurs, la partie est annulée.</translation>
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
        <translation>Scores ▸</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/side_panel.py" line="+57"/>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chart</source>
        <translation>Graphique</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/replay_window.py" line="+82"/>
        <location filename="../continental_qt/ui/window/side_panel.py" line="+1"/>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/bars.py" line="+95"/>
        <source>Draw (D)</source>
        <translation>Piocher (D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw from the stock</source>
        <translation>Prendre une carte de la pioche</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take discard (T)</source>
        <translation>Prendre la défausse (T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the top card of the discard pile</source>
        <translation>Prendre la carte du dessus de la défausse</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>May I? (M)</source>
        <translation>Je peux&#x202f;? (M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask for the passed discard; you also take a penalty card</source>
        <translation>Demander la défausse laissée&#x202f;; vous prenez aussi une carte de pénalité</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No thanks (N)</source>
        <translation>Non merci (N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the discard go</source>
        <translation>Laisser passer la défausse</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop asking me</source>
        <translation>Ne plus me demander</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let every passed discard go from now on, without being asked (Game menu: Ask me about May I?)</source>
        <translation>Désormais, laisser passer chaque défausse sans qu’on me demande (menu Partie&#xa0;: Me demander pour «&#xa0;Je peux&#x202f;?&#xa0;»)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+46"/>
        <source>Go down (G)</source>
        <translation>Poser (G)</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Lay down the staged melds</source>
        <translation>Poser les combinaisons préparées</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take back (U)</source>
        <translation>Reprendre (U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Return the staged cards to your hand</source>
        <translation>Remettre les cartes préparées dans votre main</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint (H)</source>
        <translation>Conseil (H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The best move for your hand, and why</source>
        <translation>Le meilleur coup pour votre main, et pourquoi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sort by rank (R)</source>
        <translation>Par valeur (R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort your hand by rank</source>
        <translation>Trier votre main par valeur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sort by suit (S)</source>
        <translation>Par couleur (S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort your hand by suit</source>
        <translation>Trier votre main par couleur</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/menu_table.py" line="+60"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Restart with the same deal</source>
        <translation>&amp;Recommencer avec la même donne</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Watch a replay…</source>
        <translation>&amp;Regarder une rediffusion…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Re&amp;play this game</source>
        <translation>Re&amp;voir cette partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watch the game just played again, every hand face up</source>
        <translation>Revoir la partie qui vient de se jouer, toutes les mains face visible</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Hint (H)</source>
        <translation>&amp;Conseil (H)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the &amp;options (O)</source>
        <translation>Afficher les &amp;options (O)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;What am I missing? (W)</source>
        <translation>&amp;Que me manque-t-il ? (W)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ask me about &amp;May I?</source>
        <translation>Me &amp;demander pour «&#xa0;Je peux&#x202f;?&#xa0;»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When off, you let every passed discard go without being asked</source>
        <translation>Désactivé, vous laissez passer chaque défausse laissée sans qu&apos;on vous le demande</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Leave the game…</source>
        <translation>Quitter la &amp;partie…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;View</source>
        <translation>A&amp;ffichage</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Four-colour deck</source>
        <translation>Jeu à &amp;quatre couleurs</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;High-contrast cards</source>
        <translation>Cartes à &amp;contraste élevé</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Larger cards</source>
        <translation>Cartes plus grandes</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Larger te&amp;xt</source>
        <translation>Te&amp;xte plus grand</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Text one and a half times the system&apos;s size</source>
        <translation>Texte une fois et demie la taille du système</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Side panel</source>
        <translation>Panneau &amp;latéral</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&amp;Animations</source>
        <translation>&amp;Animations</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Off (reduce motion)</source>
        <translation>Désactivées (moins de mouvement)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Rapides</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normales</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Lentes</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Tutor: ask before a doubtful move</source>
        <translation>&amp;Tuteur : demander avant un coup douteux</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Before a move that loses more than the threshold, ask first</source>
        <translation>Avant un coup qui perd plus que le seuil, demander d’abord</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tutor&apos;s &amp;threshold</source>
        <translation>&amp;Seuil du tuteur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n point(s)</source>
        <translation>%n point|%n points</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A&amp;nnouncements</source>
        <translation>&amp;Annonces</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every move</source>
        <translation>Chaque coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only what concerns me</source>
        <translation>Seulement ce qui me concerne</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Computer &amp;pace</source>
        <translation>&amp;Vitesse de l&apos;ordinateur</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Read my &amp;hand by suit</source>
        <translation>Lire ma &amp;main par couleur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read my hand by &amp;rank</source>
        <translation>Lire ma main par &amp;valeur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the &amp;melds</source>
        <translation>Lire les &amp;combinaisons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the &amp;players</source>
        <translation>Lire les &amp;joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the p&amp;iles</source>
        <translation>Lire les &amp;piles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What can I &amp;do now?</source>
        <translation>Que puis-je &amp;faire maintenant ?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How far am I from the &amp;contract?</source>
        <translation>À quelle distance suis-je du &amp;contrat ?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the &amp;scores</source>
        <translation>Lire les &amp;scores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repeat the &amp;last announcement</source>
        <translation>Répéter la &amp;dernière annonce</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spea&amp;k</source>
        <translation>&amp;Lire à voix haute</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Règles de ce jeu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Keyboard and mouse</source>
        <translation>&amp;Clavier et souris</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;About Continental</source>
        <translation>À &amp;propos de Continental</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>&amp;Language</source>
        <translation>Lan&amp;gue</translation>
    </message>
    <message>
        <location line="-154"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take back your last meld of this turn, before you discard (games against the computer)</source>
        <translation>Reprendre votre dernière combinaison de ce tour, avant de défausser (parties contre l’ordinateur)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Allow undo</source>
        <translation>&amp;Autoriser l’annulation</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>System default</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/files.py" line="+141"/>
        <source>A game can be replayed once it is over.</source>
        <translation>Une partie peut être revue une fois terminée.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/game_dialogs.py" line="+66"/>
        <source>Resume unfinished game</source>
        <translation>Reprendre la partie inachevée</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/may_i_setting.py" line="+65"/>
        <source>No more May I? questions for you. Game menu, Ask me about May I? switches them back on.</source>
        <translation>Plus de question «&#xa0;Je peux&#x202f;?&#xa0;» pour vous. Menu Partie, Me demander pour «&#xa0;Je peux&#x202f;?&#xa0;» les rétablit.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/game_dialogs.py" line="-42"/>
        <source>Answer May I? first: a player leaves the game from their own hand, not from the shared table.</source>
        <translation>Répondez d’abord à «&#xa0;Je peux&#x202f;?&#xa0;»&#xa0;: on quitte la partie depuis sa propre main, pas depuis la table commune.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/main_window.py" line="+3"/>
        <source>{name}, deal {seed}</source>
        <translation>{name}, donne n°&#xa0;{seed}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/files.py" line="-38"/>
        <source>Autosave failed: {error}</source>
        <translation>Échec de l&apos;enregistrement automatique&#xa0;: {error}</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>There is no game to save.</source>
        <translation>Il n&apos;y a aucune partie à enregistrer.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/dialogs/file_dialogs.py" line="+44"/>
        <source>Save game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Continental games (*.continental)</source>
        <translation>Parties Continental (*.continental)</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/files.py" line="+8"/>
        <source>Saved to {path}</source>
        <translation>Enregistré dans {path}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/dialogs/file_dialogs.py" line="+34"/>
        <source>Could not save</source>
        <translation>Enregistrement impossible</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game was not saved: {error}</source>
        <translation>La partie n&apos;a pas été enregistrée&#xa0;: {error}</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Open game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/files.py" line="+20"/>
        <location line="+27"/>
        <source>Opening {path}…</source>
        <translation>Ouverture de {path}…</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Opened {path}</source>
        <translation>{path} ouvert</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/dialogs/file_dialogs.py" line="+16"/>
        <source>Could not open the game</source>
        <translation>Impossible d&apos;ouvrir la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} could not be opened. The file was not changed.

{why}</source>
        <translation>Impossible d&apos;ouvrir {path}. Le fichier n&apos;a pas été modifié.

{why}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/privacy_screen.py" line="+183"/>
        <source>{name} may claim the {card} (May I?).</source>
        <translation>{name} peut réclamer {card} («&#xa0;Je peux&#x202f;?&#xa0;»).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is {name}&apos;s turn. Everyone else, look away.</source>
        <translation>C&apos;est au tour de {name}. Les autres, détournez les yeux.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/game_dialogs.py" line="+67"/>
        <source>There is no seat of yours to leave.</source>
        <translation>Vous n&apos;avez aucune place à quitter.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/dialogs/file_dialogs.py" line="+97"/>
        <source>No recent games</source>
        <translation>Aucune partie récente</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>{file}: {why} It was kept as {kept}.</source>
        <translation>{file}&#xa0;: {why} Il a été conservé sous {kept}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The previous autosave is offered instead.</source>
        <translation>La sauvegarde automatique précédente est proposée à la place.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A saved game is damaged</source>
        <translation>Une partie enregistrée est endommagée</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Resume your game?</source>
        <translation>Reprendre votre partie&#x202f;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have an unfinished game of {rules} ({round}) with {names}.</source>
        <translation>Vous avez une partie inachevée de {rules} ({round}) avec {names}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Open another game?</source>
        <translation>Ouvrir une autre partie&#x202f;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your game of {rules} ({round}) is not finished. The autosave keeps only the game being played: to come back to this one later, save it first with Save As.</source>
        <translation>Votre partie de {rules} ({round}) n&apos;est pas terminée. La sauvegarde automatique ne conserve que la partie en cours&#xa0;: pour revenir plus tard à celle-ci, enregistrez-la d&apos;abord avec «&#xa0;Enregistrer sous&#xa0;».</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Open the other game</source>
        <translation>Ouvrir l&apos;autre partie</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/game_dialogs.py" line="+30"/>
        <source>About Continental</source>
        <translation>À propos de Continental</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Continental {version}&lt;/h3&gt;&lt;p&gt;Continental Rummy and its family (May I?, Contract Rummy, Liverpool, Shanghai, Carioca) against computer players.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Continental {version}&lt;/h3&gt;&lt;p&gt;Le rami Continental et sa famille (May I?, Contract Rummy, Liverpool, Shanghai, Carioca) contre des joueurs virtuels.&lt;/p&gt;&lt;p&gt;Logiciel libre sous licence MIT.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/bars.py" line="-136"/>
        <source>Scores ◂</source>
        <translation>Scores ◂</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>No game</source>
        <translation>Aucune partie</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/main_window.py" line="+36"/>
        <source>Start a new game from the Game menu (Ctrl+N).</source>
        <translation>Lancez une nouvelle partie depuis le menu Partie (Ctrl+N).</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/bars.py" line="+171"/>
        <source>Go out (G)</source>
        <translation>Finir (G)</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/main_window.py" line="-190"/>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Edge of the side panel: drag to resize it</source>
        <translation>Bord du panneau latéral : fais-le glisser pour le redimensionner</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{hand} reads your hand, {moves} what you can do; View, Speak lists every key that reads the table.</source>
        <translation>{hand} lit votre main, {moves} ce que vous pouvez faire ; Affichage, Lire à voix haute liste toutes les touches qui lisent la table.</translation>
    </message>
    <message>
        <location line="+229"/>
        <source>The computer players had to be restarted; {name} is thinking again.</source>
        <translation>Les joueurs virtuels ont dû être redémarrés&#x202f;; {name} réfléchit de nouveau.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Computer player stopped</source>
        <translation>Joueur virtuel arrêté</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} could not move ({error}). The game is paused.</source>
        <translation>{name} n&apos;a pas pu jouer ({error}). La partie est en pause.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/session.py" line="+375"/>
        <source>Statistics are off: the disk is full.</source>
        <translation>Statistiques désactivées&#xa0;: le disque est plein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics are off: {error}</source>
        <translation>Statistiques désactivées&#xa0;: {error}</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The game could not be added to the statistics: the disk is full. The games recorded before are kept.</source>
        <translation>La partie n&apos;a pas pu être ajoutée aux statistiques&#xa0;: le disque est plein. Les parties enregistrées auparavant sont conservées.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game could not be added to the statistics: {error}</source>
        <translation>La partie n&apos;a pas pu être ajoutée aux statistiques&#xa0;: {error}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/main_window.py" line="-142"/>
        <source>The statistics are still opening; try again in a moment.</source>
        <translation>Les statistiques sont encore en cours d&apos;ouverture&#x202f;; réessayez dans un instant.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/log_view.py" line="+133"/>
        <source>Following new moves</source>
        <translation>Suivi des nouveaux coups</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll up to read back; the log stops there</source>
        <translation>Remontez pour relire&#x202f;; le journal s&apos;arrête alors là</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New moves below — click to follow</source>
        <translation>Nouveaux coups en bas — cliquez pour suivre</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>Go to the newest line and follow new moves</source>
        <translation>Aller à la dernière ligne et suivre les nouveaux coups</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Not following — click to follow new moves</source>
        <translation>Suivi désactivé — cliquez pour suivre les nouveaux coups</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/undo.py" line="+44"/>
        <source>Undo is switched off (Edit menu).</source>
        <translation>L’annulation est désactivée (menu Édition).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only your own melds of this turn can be taken back, before you discard, in a game against the computer.</source>
        <translation>Seules vos propres combinaisons de ce tour peuvent être reprises, avant de défausser, dans une partie contre l’ordinateur.</translation>
    </message>
</context>
<context>
    <name>MayIOffer</name>
    <message>
        <location filename="../continental_qt/ui/table/privacy_screen.py" line="+159"/>
        <source>May I? {name}, do you want the {card}?</source>
        <translation>Je peux&#x202f;? {name}, voulez-vous {card}&#x202f;?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{turn} did not take the {card}. {name} may take it with %n penalty card(s) from the stock.</source>
        <translation>{turn} n&apos;a pas pris {card}. {name} peut la prendre avec %n carte de pénalité de la pioche.|{turn} n&apos;a pas pris {card}. {name} peut la prendre avec %n cartes de pénalité de la pioche.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{turn} did not take the {card}. {name} may take it.</source>
        <translation>{turn} n&apos;a pas pris {card}. {name} peut la prendre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{turn} may still take it first.</source>
        <translation>{turn} peut encore la prendre en priorité.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>May I? (M)</source>
        <translation>Je peux&#x202f;? (M)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No thanks (N)</source>
        <translation>Non merci (N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: see my cards first</source>
        <translation>{name}&#xa0;: voir d&apos;abord mes cartes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hand is shown. {name} may answer now, or see their own cards first while the others look away.</source>
        <translation>Aucune main n&apos;est montrée. {name} peut répondre maintenant, ou d&apos;abord voir ses cartes pendant que les autres détournent les yeux.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/new_game_dialog.py" line="+93"/>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../continental_qt/ui/texts/names.py" line="+18"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Edit rules…</source>
        <translation>&amp;Modifier les règles…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change any rule of the chosen preset, add house rules, or keep your own rules as a custom preset.</source>
        <translation>Modifier n&apos;importe quelle règle du modèle choisi, ajouter des règles maison, ou garder vos propres règles comme modèle personnalisé.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The same deal number deals the same cards, so a game can be played again. Leave it empty for a random deal.</source>
        <translation>Un même numéro de donne distribue les mêmes cartes&#xa0;: une partie peut ainsi être rejouée. Laissez vide pour une donne aléatoire.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>How quickly the computer players make their moves.</source>
        <translation>La rapidité avec laquelle les joueurs virtuels jouent.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs&#xa0;:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played by</source>
        <translation>Joué par</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Deal number:</source>
        <translation>N° de &amp;donne&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Com&amp;puter speed:</source>
        <translation>&amp;Vitesse de l’ordinateur&#xa0;:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Summary of the rules</source>
        <translation>Résumé des règles</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Start</source>
        <translation>&amp;Commencer</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{name} (damaged)</source>
        <translation>{name} (endommagé)</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>Seat {number} needs a name.</source>
        <translation>La place {number} doit avoir un nom.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seats {first} and {second} are both called “{name}”.</source>
        <translation>Les places {first} et {second} s&apos;appellent toutes deux «&#xa0;{name}&#xa0;».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose the number of players.</source>
        <translation>Choisissez le nombre de joueurs.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deal number must be a whole number, or empty for a random deal.</source>
        <translation>Le numéro de donne doit être un nombre entier, ou vide pour une donne aléatoire.</translation>
    </message>
</context>
<context>
    <name>PlatformCheck</name>
    <message>
        <location filename="../continental_qt/ui/platform_check.py" line="+179"/>
        <source>Continental cannot open its window</source>
        <translation>Continental ne peut pas ouvrir sa fenêtre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no display to open it on (DISPLAY is not set). Start Continental on the desktop, or over ssh with ssh -X.</source>
        <translation>Il n’y a pas d’écran où l’ouvrir (DISPLAY n’est pas défini). Lancez Continental sur le bureau, ou par ssh avec ssh -X.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(not named by the system)</source>
        <translation>(non nommées par le système)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qt&apos;s X11 platform plugin needs system libraries that are missing: {names}.</source>
        <translation>Le module de plateforme X11 de Qt a besoin de bibliothèques système manquantes : {names}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>On Debian or Ubuntu, install them with:
{command}</source>
        <translation>Sous Debian ou Ubuntu, installez-les avec :
{command}</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <location filename="../continental_qt/ui/table/privacy_screen.py" line="-236"/>
        <source>Pass to {name}</source>
        <translation>Passez à {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Answer without looking</source>
        <translation>Répondre sans regarder</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I am {name}: show my cards</source>
        <translation>Je suis {name}&#xa0;: montrer mes cartes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click the button or press F when {name} has the screen. No other key shows the cards.</source>
        <translation>Cliquez sur le bouton ou appuyez sur F quand {name} a l&apos;écran. Aucune autre touche ne montre les cartes.</translation>
    </message>
</context>
<context>
    <name>Reading</name>
    <message>
        <location filename="../continental_qt/ui/texts/reading.py" line="+43"/>
        <source>No hand of yours is showing.</source>
        <translation>Votre main n’est pas visible.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%n card(s).</source>
        <translation>%n carte.|%n cartes.</translation>
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
        <translation>jokers : {cards}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{wild} as {place}</source>
        <translation>{wild} comme {place}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No melds on the table.</source>
        <translation>Aucune combinaison sur la table.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{owner}&apos;s run</source>
        <translation>suite de {owner}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{owner}&apos;s set</source>
        <translation>groupe de {owner}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%n card(s) in hand</source>
        <translation>%n carte en main|%n cartes en main</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>down</source>
        <translation>posé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not down</source>
        <translation>pas posé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%n buy(s) used</source>
        <translation>%n achat utilisé|%n achats utilisés</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>left the game</source>
        <translation>a quitté la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to play</source>
        <translation>à jouer</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Stock: %n card(s).</source>
        <translation>Pioche : %n carte.|Pioche : %n cartes.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The discard pile is empty.</source>
        <translation>La défausse est vide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard pile: %n card(s), {card} on top.</source>
        <translation>Défausse : %n carte, {card} au-dessus.|Défausse : %n cartes, {card} au-dessus.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing to do now: it is not your move.</source>
        <translation>Rien pour l’instant : ce n’est pas à vous de jouer.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Go down</source>
        <translation>poser</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay off {cards}</source>
        <translation>ajouter {cards}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Swap {cards} for a wild</source>
        <translation>échanger {cards} contre un joker</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Discard one of %n card(s)</source>
        <translation>défausser l’une de %n carte|défausser l’une de %n cartes</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{contract}. You are down.</source>
        <translation>{contract}. Vous avez posé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{contract}. You can go down now.</source>
        <translation>{contract}. Vous pouvez poser maintenant.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{contract}. You lack %n card(s).</source>
        <translation>{contract}. Il vous manque %n carte.|{contract}. Il vous manque %n cartes.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name}: %n point(s).</source>
        <translation>{name} : %n point.|{name} : %n points.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{card}, {position} of {count}, selected</source>
        <translation>{card}, {position} sur {count}, sélectionnée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card}, {position} of {count}</source>
        <translation>{card}, {position} sur {count}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{slot}: {cards}.</source>
        <translation>{slot} : {cards}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{slot}: empty.</source>
        <translation>{slot} : vide.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/access_nodes.py" line="+207"/>
        <source>A valid meld.</source>
        <translation>Une combinaison valide.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Melds on the table: %n</source>
        <translation>Combinaisons sur la table : %n|Combinaisons sur la table : %n</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your melds to go down with</source>
        <translation>Tes combinaisons pour poser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand: %n card(s)</source>
        <translation>Ta main : %n carte|Ta main : %n cartes</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../continental_qt/ui/replay_window.py" line="-12"/>
        <source>Replay: {game}</source>
        <translation>Rediffusion : {game}</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+1"/>
        <source>Hands</source>
        <translation>Mains</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>First move (Home)</source>
        <translation>Premier coup (Début)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Back one move (Left)</source>
        <translation>Un coup en arrière (flèche gauche)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Forward one move (Right)</source>
        <translation>Un coup en avant (flèche droite)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last move (End)</source>
        <translation>Dernier coup (Fin)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}&apos;s view</source>
        <translation>Vue de {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spectator (no hand)</source>
        <translation>Spectateur (sans main)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every hand face up</source>
        <translation>Toutes les mains face visible</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show:</source>
        <translation>Afficher :</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Move {n} of {total} · {round}</source>
        <translation>Coup {n} sur {total} · {round}</translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/round_summary.py" line="+135"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{round} is over</source>
        <translation>{round} terminée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {n} is over</source>
        <translation>Manche {n} terminée</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{who} wins {game}!</source>
        <translation>{game} — victoire&#xa0;: {who}&#x202f;!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who} share the win in {game}!</source>
        <translation>{who} se partagent la victoire à {game}&#xa0;!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is void: nobody wins.</source>
        <translation>La partie est nulle&#xa0;: personne ne gagne.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{round}: {name} went out.</source>
        <translation>{round}&#xa0;: {name} a fini.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round {n}: {name} went out.</source>
        <translation>Manche {n}&#xa0;: {name} a fini.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{round}: the stock ran out; nobody went out.</source>
        <translation>{round}&#xa0;: la pioche est épuisée&#x202f;; personne n&apos;a fini.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round {n}: the stock ran out; nobody went out.</source>
        <translation>Manche {n}&#xa0;: la pioche est épuisée&#x202f;; personne n&apos;a fini.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards left</source>
        <translation>Cartes restantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal</source>
        <translation>Cette donne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This round</source>
        <translation>Cette manche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Went out</source>
        <translation>A fini</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Left the game</source>
        <translation>A quitté la partie</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Fewest points wins.</source>
        <translation>Le moins de points gagne.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next deal</source>
        <translation>Donne suivante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next round</source>
        <translation>Manche suivante</translation>
    </message>
</context>
<context>
    <name>RoundsEditor</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/rounds_editor.py" line="-343"/>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Add round</source>
        <translation>Ajouter une manc&amp;he</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a copy of the selected round after it.</source>
        <translation>Ajouter une copie de la manche sélectionnée juste après.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>How many cards each player is dealt in this round.</source>
        <translation>Combien de cartes chaque joueur reçoit dans cette manche.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards dea&amp;lt:</source>
        <translation>Ca&amp;rtes distribuées&#xa0;:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Contract (the melds to lay down to go down):</source>
        <translation>Contrat (les combinaisons à poser ensemble en un tour)&#xa0;:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No melds: nothing to lay down (single-hand game).</source>
        <translation>Aucune combinaison&#xa0;: rien à poser (partie à main unique).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add se&amp;t</source>
        <translation>Ajouter un &amp;groupe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The contract asks for one more set.</source>
        <translation>Le contrat demande un groupe de plus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add ru&amp;n</source>
        <translation>Ajouter une sui&amp;te</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The contract asks for one more run.</source>
        <translation>Le contrat demande une suite de plus.</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>Round {number}: {cards} cards · {contract}</source>
        <translation>Manche {number}&#xa0;: {cards} cartes · {contract}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No round selected</source>
        <translation>Aucune manche sélectionnée</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round {number}</source>
        <translation>Manche {number}</translation>
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
        <translation>Groupe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run</source>
        <comment>meld kind</comment>
        <translation>Suite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set: cards of one rank. Run: cards of one suit in sequence.</source>
        <translation>Groupe&#xa0;: cartes de même valeur. Suite&#xa0;: cartes de même couleur qui se suivent.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>at least </source>
        <translation>au moins </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fewest cards this meld may have.</source>
        <translation>Le nombre minimal de cartes de cette combinaison.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Remove this meld from the contract.</source>
        <translation>Retirer cette combinaison du contrat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove meld {number}</source>
        <translation>Retirer la combinaison {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind of meld {number}</source>
        <translation>Type de combinaison {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest cards in meld {number}</source>
        <translation>Nombre minimal de cartes de la combinaison {number}</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/rules_dialog.py" line="+17"/>
        <source>Rules — {name}</source>
        <translation>Règles — {name}</translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/rules_editor.py" line="+69"/>
        <source>Give the preset a name.</source>
        <translation>Donnez un nom au modèle.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A preset name may have at most {limit} characters.</source>
        <translation>Un nom de modèle peut compter au plus {limit} caractères.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A preset name may not start or end with a dot, nor hold any of / \ : * ? &quot; &lt; &gt; |.</source>
        <translation>Un nom de modèle ne peut ni commencer ni finir par un point, ni contenir l&apos;un des caractères / \ : * ? &quot; &lt; &gt; |.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>“{name}” cannot name a file; choose another name.</source>
        <translation>«&#xa0;{name}&#xa0;» ne peut pas servir de nom de fichier&#x202f;; choisissez-en un autre.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is already a preset called “{name}”.</source>
        <translation>Il existe déjà un modèle nommé «&#xa0;{name}&#xa0;».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no preset called “{name}”.</source>
        <translation>Aucun modèle ne s&apos;appelle «&#xa0;{name}&#xa0;».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is not a regular file (it is a folder, a pipe or a device), so it was not read.</source>
        <translation>Ce n&apos;est pas un fichier ordinaire (c&apos;est un dossier, un tube ou un périphérique), il n&apos;a donc pas été lu.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file could not be read: {problem}</source>
        <translation>Le fichier n&apos;a pas pu être lu&#xa0;: {problem}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file could not be written: {problem}</source>
        <translation>Le fichier n&apos;a pas pu être écrit&#xa0;: {problem}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The preset in the file has no name.</source>
        <translation>Le modèle du fichier n&apos;a pas de nom.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The preset&apos;s name in the file is longer than {limit} characters.</source>
        <translation>Le nom du modèle dans le fichier dépasse {limit} caractères.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The preset&apos;s name in the file cannot be used as a file name.</source>
        <translation>Le nom du modèle dans le fichier ne peut pas servir de nom de fichier.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file&apos;s version number is missing or not valid.</source>
        <translation>Le numéro de version du fichier est absent ou non valide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The version of Continental named in the file is not valid.</source>
        <translation>La version de Continental indiquée dans le fichier n&apos;est pas valide.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The preset&apos;s name in the file is missing or not text.</source>
        <translation>Le nom du modèle dans le fichier est absent ou n&apos;est pas du texte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules are missing from the file or not readable.</source>
        <translation>Les règles sont absentes du fichier ou illisibles.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A part of the preset file is missing or not valid.</source>
        <translation>Un élément du fichier de modèle est absent ou non valide.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The rules in the file hold an entry of the wrong kind.</source>
        <translation>Les règles du fichier contiennent une entrée du mauvais type.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules in the file lack an entry they need.</source>
        <translation>Il manque aux règles du fichier une entrée nécessaire.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules in the file hold a number or a list far too large.</source>
        <translation>Les règles du fichier contiennent un nombre ou une liste bien trop grands.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file holds entries this version of Continental does not know.</source>
        <translation>Le fichier contient des entrées que cette version de Continental ne connaît pas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules in the file are in a form this version of Continental cannot read.</source>
        <translation>Les règles du fichier sont sous une forme que cette version de Continental ne sait pas lire.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file was made by a newer version of Continental; update Continental to use it.</source>
        <translation>Le fichier a été créé par une version plus récente de Continental&#x202f;; mettez Continental à jour pour l&apos;utiliser.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The rules in the file cannot be played.</source>
        <translation>Les règles du fichier ne sont pas jouables.</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>The file is far too large to be a rules preset.</source>
        <translation>Le fichier est bien trop volumineux pour être un modèle de règles.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The file is not a rules preset: it is not JSON text.</source>
        <translation>Le fichier n&apos;est pas un modèle de règles&#xa0;: ce n&apos;est pas du texte JSON.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is not a rules preset (it may be a saved game or other data).</source>
        <translation>Le fichier n&apos;est pas un modèle de règles (c&apos;est peut-être une partie enregistrée ou d&apos;autres données).</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>The rules in the file cannot be used: {reason}</source>
        <translation>Les règles du fichier sont inutilisables&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>RulesEditorDialog</name>
    <message>
        <location line="+37"/>
        <source>Rules Editor</source>
        <translation>Éditeur de règles</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The preset these rules start from.</source>
        <translation>Le modèle dont partent ces règles.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start &amp;from:</source>
        <translation>Partir &amp;de&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save as…</source>
        <translation>&amp;Enregistrer sous…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep these rules as a custom preset under a name of your choice.</source>
        <translation>Garder ces règles comme modèle personnalisé, sous le nom de votre choix.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rena&amp;me…</source>
        <translation>Re&amp;nommer…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Give this custom preset another name.</source>
        <translation>Donner un autre nom à ce modèle personnalisé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delete this custom preset.</source>
        <translation>Supprimer ce modèle personnalisé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Export…</source>
        <translation>E&amp;xporter…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write these rules to a file to share them.</source>
        <translation>Écrire ces règles dans un fichier pour les partager.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a custom preset from a file someone shared.</source>
        <translation>Ajouter un modèle personnalisé depuis un fichier partagé.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>House rules (one click)</source>
        <translation>Règles maison (en un clic)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deuces wild</source>
        <translation>Les 2 sont jokers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red aces wild</source>
        <translation>As rouges jokers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No May I? in the last three rounds</source>
        <translation>Pas de «&#xa0;Je peux&#x202f;?&#xa0;» dans les trois dernières manches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three buys per round</source>
        <translation>Trois achats par manche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final discard required</source>
        <translation>Défausse finale obligatoire</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every 2 is wild, as well as the jokers.</source>
        <translation>Tous les 2 servent de joker, en plus des jokers.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The aces of hearts and diamonds are wild.</source>
        <translation>Les as de cœur et de carreau servent de joker.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody may buy a discard in the last three rounds.</source>
        <translation>Personne ne peut acheter une défausse dans les trois dernières manches.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player may buy at most three times in a round.</source>
        <translation>Chaque joueur peut acheter au plus trois fois par manche.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Going out needs a discard at the end.</source>
        <translation>Pour finir, il faut se défausser en dernier.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>mixed</source>
        <translation>variable</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every row of the deck table gets this many jokers per deck.</source>
        <translation>Chaque ligne du tableau des jeux reçoit ce nombre de jokers par jeu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Jokers per deck:</source>
        <translation>J&amp;okers par jeu&#xa0;:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Summary of the rules</source>
        <translation>Résumé des règles</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&amp;Use these rules</source>
        <translation>&amp;Utiliser ces règles</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo &amp;changes</source>
        <translation>Annuler les &amp;modifications</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go back to the preset these rules started from.</source>
        <translation>Revenir au modèle d&apos;origine de ces règles.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>{name} (damaged)</source>
        <translation>{name} (endommagé)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name}: {reason}</source>
        <translation>{name}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Some custom presets cannot be used. {details}</source>
        <translation>Certains modèles personnalisés sont inutilisables. {details}</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>{name} (edited)</source>
        <translation>{name} (modifié)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>These rules cannot be played yet:</source>
        <translation>Ces règles ne sont pas encore jouables&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These rules can be played.</source>
        <translation>Ces règles sont jouables.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rules Editor — {name}</source>
        <translation>Éditeur de règles — {name}</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Name (at most 40 characters):</source>
        <translation>Nom (40 caractères au plus)&#xa0;:</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{name} (ours)</source>
        <translation>{name} (maison)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save as custom preset</source>
        <translation>Enregistrer comme modèle personnalisé</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Replace preset</source>
        <translation>Remplacer le modèle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is already a preset called “{name}”. Replace it?</source>
        <translation>Il existe déjà un modèle nommé «&#xa0;{name}&#xa0;». Le remplacer&#x202f;?</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Saved as “{name}”.</source>
        <translation>Enregistré sous «&#xa0;{name}&#xa0;».</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rename custom preset</source>
        <translation>Renommer le modèle personnalisé</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Renamed to “{name}”.</source>
        <translation>Renommé en «&#xa0;{name}&#xa0;».</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Delete preset</source>
        <translation>Supprimer le modèle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the custom preset “{name}”? This cannot be undone.</source>
        <translation>Supprimer le modèle personnalisé «&#xa0;{name}&#xa0;»&#x202f;? Cette action est irréversible.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Deleted “{name}”.</source>
        <translation>«&#xa0;{name}&#xa0;» supprimé.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Export rules</source>
        <translation>Exporter les règles</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+17"/>
        <source>Continental rules</source>
        <translation>Règles Continental</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Exported to {path}.</source>
        <translation>Exporté vers {path}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Import rules</source>
        <translation>Importer des règles</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{file} was not imported. {reason}</source>
        <translation>{file} n&apos;a pas été importé. {reason}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Imported as “{name}”.</source>
        <translation>Importé sous «&#xa0;{name}&#xa0;».</translation>
    </message>
</context>
<context>
    <name>RulesForm</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/rules_form.py" line="+185"/>
        <source>&amp;Players &amp;&amp; decks</source>
        <translation>&amp;Joueurs &amp;&amp; jeux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fewest players:</source>
        <translation>Joueurs minimum&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The smallest table this game can be played at (at least 2).</source>
        <translation>La plus petite table pour ce jeu (au moins 2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Most players:</source>
        <translation>Joueurs maximum&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The largest table (at most 12); the decks below must deal everyone.</source>
        <translation>La plus grande table (12 au plus)&#x202f;; les jeux ci-dessous doivent suffire pour servir tout le monde.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Decks and jokers</source>
        <translation>Jeux et jokers</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>For each table size, how many decks are shuffled together and how many jokers in all. The first row whose player count fits the table is used.</source>
        <translation>Pour chaque taille de table, combien de jeux sont mélangés ensemble et combien de jokers au total. La première ligne dont le nombre de joueurs convient à la table s&apos;applique.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>At the table</source>
        <translation>À la table</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>First dealer:</source>
        <translation>Premier donneur&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>High card</source>
        <translation>Carte la plus haute</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low card</source>
        <translation>Carte la plus basse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How the first dealer is chosen: everyone cuts and the highest or lowest card deals, or the computer picks.</source>
        <translation>Comment le premier donneur est choisi&#xa0;: chacun coupe et la carte la plus haute ou la plus basse donne, ou l&apos;ordinateur choisit.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Direction:</source>
        <translation>Sens&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clockwise (deal passes left)</source>
        <translation>Sens horaire (la donne passe à gauche)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counter-clockwise (deal passes right)</source>
        <translation>Sens antihoraire (la donne passe à droite)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which way play and the deal go round the table.</source>
        <translation>Dans quel sens le jeu et la donne tournent autour de la table.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Rounds &amp;&amp; contracts</source>
        <translation>Manches &amp;&amp; &amp;contrats</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each round deals its cards and names its contract: the melds a player must lay down together to go down. Select a round to change it.</source>
        <translation>Chaque manche distribue ses cartes et fixe son contrat&#xa0;: les combinaisons qu&apos;un joueur doit poser ensemble, en un seul tour. Sélectionnez une manche pour la modifier.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Melds &amp;&amp; &amp;wilds</source>
        <translation>Com&amp;binaisons &amp;&amp; jokers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wild cards</source>
        <translation>Cartes joker</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jokers are always wild.</source>
        <translation>Les jokers remplacent toujours n&apos;importe quelle carte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deuces are wild</source>
        <translation>Les 2 sont jokers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every 2 may stand for any card; in its own place in a run it counts as itself.</source>
        <translation>Chaque 2 peut remplacer n&apos;importe quelle carte&#x202f;; à sa propre place dans une suite, il compte pour lui-même.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Red aces are wild</source>
        <translation>Les as rouges sont jokers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The aces of hearts and diamonds may stand for any card, or be used as aces.</source>
        <translation>Les as de cœur et de carreau peuvent remplacer n&apos;importe quelle carte, ou servir d&apos;as.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sets and runs</source>
        <translation>Groupes et suites</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sets are allowed</source>
        <translation>Groupes autorisés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off: only runs may be melded (the single-hand game).</source>
        <translation>Désactivé&#xa0;: seules les suites peuvent être posées (partie à main unique).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shortest set:</source>
        <translation>Groupe minimal&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A set (cards of one rank) needs at least this many cards.</source>
        <translation>Un groupe (cartes de même valeur) doit compter au moins ce nombre de cartes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shortest run:</source>
        <translation>Suite minimale&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A run (one suit in sequence) needs at least this many cards.</source>
        <translation>Une suite (cartes de même couleur qui se suivent) doit compter au moins ce nombre de cartes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Longest run:</source>
        <translation>Suite maximale&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No run may be longer than this (13 is one of every rank).</source>
        <translation>Aucune suite ne peut être plus longue (13 = une carte de chaque valeur).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ace low (A-2-3)</source>
        <translation>As bas (A-2-3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The ace may start a run below the 2.</source>
        <translation>L&apos;as peut commencer une suite sous le 2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ace high (Q-K-A)</source>
        <translation>As haut (Q-K-A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The ace may end a run above the king.</source>
        <translation>L&apos;as peut terminer une suite au-dessus du roi.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Runs go round the corner (K-A-2)</source>
        <translation>Suites en boucle (K-A-2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A run may pass from the king through the ace to the 2.</source>
        <translation>Une suite peut passer du roi au 2 par l&apos;as.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Limits on wild cards</source>
        <translation>Limites des jokers</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Natural cards per meld:</source>
        <translation>Cartes naturelles par combinaison&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each meld needs at least this many cards that are not used as wilds.</source>
        <translation>Chaque combinaison doit contenir au moins ce nombre de cartes qui ne servent pas de joker.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Wilds may not outnumber natural cards</source>
        <translation>Pas plus de jokers que de cartes naturelles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checked after every card added: a meld holds at most as many wilds as naturals.</source>
        <translation>Vérifié après chaque carte ajoutée&#xa0;: une combinaison contient au plus autant de jokers que de cartes naturelles.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A set of wilds alone is allowed</source>
        <translation>Groupe de jokers seuls autorisé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three or more wild cards may form a set; only wilds may be added to it.</source>
        <translation>Trois jokers ou plus peuvent former un groupe&#x202f;; seuls des jokers peuvent y être ajoutés.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No two wilds side by side in a run</source>
        <translation>Pas deux jokers côte à côte dans une suite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A run may not hold two wild cards next to each other.</source>
        <translation>Une suite ne peut pas contenir deux jokers l&apos;un à côté de l&apos;autre.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Playing melds</source>
        <translation>Poser et ajouter</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lay off in the turn you go down</source>
        <translation>Ajouter des cartes au tour où l&apos;on pose</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off: adding cards to melds on the table waits until the next turn.</source>
        <translation>Désactivé&#xa0;: pour ajouter des cartes aux combinaisons posées, il faut attendre le tour suivant.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Swap a wild in a run</source>
        <translation>Échanger un joker dans une suite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player who is down may replace a wild in a run with the card it stands for, and must play the wild at once.</source>
        <translation>Un joueur qui a posé peut remplacer un joker d&apos;une suite par la carte qu&apos;il représente, et doit rejouer le joker aussitôt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ma&amp;y I?</source>
        <translation>Je &amp;peux&#x202f;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buying discards</source>
        <translation>Acheter la défausse</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>May I? (buying) is played</source>
        <translation>On joue «&#xa0;Je peux&#x202f;?&#xa0;» (achat)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the player in turn passes the discard, the others may claim it in turn order.</source>
        <translation>Quand le joueur dont c&apos;est le tour laisse la défausse, les autres peuvent la réclamer dans l&apos;ordre du jeu.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Penalty cards:</source>
        <translation>Cartes de pénalité&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The buyer also takes this many cards from the stock.</source>
        <translation>L&apos;acheteur prend aussi ce nombre de cartes de la pioche.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Buys per round:</source>
        <translation>Achats par manche&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How often each player may buy in one round.</source>
        <translation>Combien de fois chaque joueur peut acheter dans une manche.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No limit</source>
        <translation>Sans limite</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last rounds without buying:</source>
        <translation>Dernières manches sans achat&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No May I? in this many rounds at the end of the game.</source>
        <translation>Pas de «&#xa0;Je peux&#x202f;?&#xa0;» dans ce nombre de manches à la fin de la partie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players who are down may buy</source>
        <translation>Les joueurs qui ont posé peuvent acheter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off: once a player has gone down, they can no longer buy.</source>
        <translation>Désactivé&#xa0;: une fois qu&apos;un joueur a posé, il ne peut plus acheter.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>First refusal</source>
        <translation>Priorité</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After a claim, the player in turn may take the discard instead, without penalty.</source>
        <translation>Après une demande, le joueur dont c&apos;est le tour peut prendre la défausse à la place, sans pénalité.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The discarder may buy it back</source>
        <translation>Celui qui a défaussé peut racheter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player who threw the card may claim it like the others.</source>
        <translation>Le joueur qui a jeté la carte peut la réclamer comme les autres.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Going out &amp;&amp; scoring</source>
        <translation>&amp;Fin de manche &amp;&amp; points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Going out</source>
        <translation>Finir</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Final discard:</source>
        <translation>Défausse finale&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional</source>
        <translation>Facultative</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Required</source>
        <translation>Obligatoire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Optional: go out by melding your last card or discarding it. Required: the last card must be a discard.</source>
        <translation>Facultative&#xa0;: on finit en posant sa dernière carte ou en la défaussant. Obligatoire&#xa0;: la dernière carte doit être défaussée.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Last round: go out by melding every card</source>
        <translation>Dernière manche&#xa0;: finir en posant toutes ses cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the last round no final discard is allowed.</source>
        <translation>Dans la dernière manche, aucune défausse finale n&apos;est permise.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Penalty points for cards left in hand</source>
        <translation>Points de pénalité pour les cartes restées en main</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>What each card left in a hand costs at the end of a round.</source>
        <translation>Ce que coûte chaque carte restée en main à la fin d&apos;une manche.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Down and out in one turn:</source>
        <translation>Poser et finir d&apos;un coup&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points for going down and out in the same turn (negative is a bonus).</source>
        <translation>Points pour poser et finir dans le même tour (négatif = bonus).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Single-hand game</source>
        <translation>Partie à main unique</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play the single-hand game</source>
        <translation>Jouer la partie à main unique</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No going down: a player goes out by laying down the whole hand in one of the patterns below. Turn sets off and give the rounds no contract.</source>
        <translation>Pas de contrat à poser&#xa0;: un joueur finit en posant toute sa main selon l&apos;un des schémas ci-dessous. Désactivez les groupes et ne donnez pas de contrat aux manches.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>e.g. 3+3+3+3+3; 4+4+4+3</source>
        <translation>ex. 3+3+3+3+3; 4+4+4+3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Going-out patterns:</source>
        <translation>Schémas pour finir&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run lengths that make up a whole hand, each pattern separated by “;”.</source>
        <translation>Longueurs de suites qui forment une main entière, chaque schéma séparé par «&#xa0;;&#xa0;».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deals in a match:</source>
        <translation>Donnes par partie&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many deals a match lasts.</source>
        <translation>Combien de donnes dure une partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One deal by each player</source>
        <translation>Une donne par joueur</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>For winning:</source>
        <translation>Pour la victoire&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each deuce used as a wild:</source>
        <translation>Chaque 2 servant de joker&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each joker:</source>
        <translation>Chaque joker&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Going out without drawing:</source>
        <translation>Finir sans piocher&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Going out after one draw:</source>
        <translation>Finir après une seule pioche&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Using no wild:</source>
        <translation>Sans aucun joker&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All melds of one suit:</source>
        <translation>Toutes les combinaisons d&apos;une couleur&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What each other player pays the winner of a deal, added up.</source>
        <translation>Ce que chaque autre joueur paie au gagnant d&apos;une donne, en cumulé.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Ad&amp;vanced</source>
        <translation>&amp;Avancé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the stock runs out</source>
        <translation>Quand la pioche est épuisée</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Empty stock:</source>
        <translation>Pioche vide&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn the discards over once, then the round ends</source>
        <translation>Retourner la défausse une fois, puis la manche s&apos;arrête</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shuffle the discards into a new stock</source>
        <translation>Mélanger la défausse en une nouvelle pioche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What happens when no card is left to draw; the top discard always stays.</source>
        <translation>Ce qui se passe quand il n&apos;y a plus de carte à piocher&#x202f;; la carte du dessus de la défausse reste toujours.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turn limit per round:</source>
        <translation>Limite de tours par manche&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A round that lasts this many turns ends as if the stock had run out.</source>
        <translation>Une manche qui dure ce nombre de tours s&apos;arrête comme si la pioche était épuisée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dealing</source>
        <translation>Distribution</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards dealt at a time:</source>
        <translation>Cartes distribuées à la fois&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only changes how the deal looks.</source>
        <translation>Change seulement l&apos;aspect de la distribution.</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>The going-out patterns cannot be read: write run lengths joined by “+”, and separate patterns with “;” (for example 3+3+3+3+3; 4+4+4+3).</source>
        <translation>Les schémas pour finir sont illisibles&#xa0;: écrivez des longueurs de suites reliées par «&#xa0;+&#xa0;» et séparez les schémas par «&#xa0;;&#xa0;» (par exemple 3+3+3+3+3; 4+4+4+3).</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../continental_qt/ui/stats/score_chart.py" line="+265"/>
        <source>Running total</source>
        <translation>Total cumulé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each player&apos;s total after each deal</source>
        <translation>Le total de chaque joueur après chaque donne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per deal</source>
        <translation>Par donne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The points of each deal, side by side</source>
        <translation>Les points de chaque donne, côte à côte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player&apos;s total after each round</source>
        <translation>Le total de chaque joueur après chaque manche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per round</source>
        <translation>Par manche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The points of each round, side by side</source>
        <translation>Les points de chaque manche, côte à côte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score chart</source>
        <translation>Graphique des scores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export PNG…</source>
        <translation>Exporter en PNG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save this chart as a PNG image</source>
        <translation>Enregistrer ce graphique en image PNG</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scores appear here after the first round.</source>
        <translation>Les scores apparaissent ici après la première manche.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal {number}</source>
        <translation>Donne {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {number}</source>
        <translation>Manche {number}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Totals after %n deal(s), the best first: {totals}.</source>
        <translation>Totaux après %n donne, le meilleur d&apos;abord&#xa0;: {totals}.|Totaux après %n donnes, le meilleur d&apos;abord&#xa0;: {totals}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Totals after %n round(s), the best first: {totals}.</source>
        <translation>Totaux après %n manche, le meilleur d&apos;abord&#xa0;: {totals}.|Totaux après %n manches, le meilleur d&apos;abord&#xa0;: {totals}.</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>Total points</source>
        <translation>Total des points</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>{name} — deal {deal}: {points} (total {total})</source>
        <translation>{name} — donne {deal}&#xa0;: {points} (total {total})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} — round {round}: {points} (total {total})</source>
        <translation>{name} — manche {round}&#xa0;: {points} (total {total})</translation>
    </message>
    <message>
        <location line="+78"/>
        <location line="+11"/>
        <source>Export chart</source>
        <translation>Exporter le graphique</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not write {path}.</source>
        <translation>Impossible d&apos;écrire {path}.</translation>
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
        <translation>M{n}</translation>
    </message>
</context>
<context>
    <name>Staging</name>
    <message>
        <location filename="../continental_qt/ui/table/hand_row.py" line="+280"/>
        <source>drop cards here</source>
        <translation>déposez des cartes ici</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../continental_qt/ui/stats/stats_charts.py" line="+80"/>
        <source>Totals, game after game (★ won)</source>
        <translation>Totaux, partie après partie (★ gagnée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+209"/>
        <source>Total points</source>
        <translation>Total des points</translation>
    </message>
    <message>
        <location line="-205"/>
        <source>Win rate over time</source>
        <translation>Taux de victoire dans le temps</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+206"/>
        <source>Win rate (%)</source>
        <translation>Taux de victoire (%)</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/stats/player_numbers.py" line="+32"/>
        <location filename="../continental_qt/ui/stats/stats_charts.py" line="-202"/>
        <source>Points in a round</source>
        <translation>Points par manche</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/stats/stats_charts.py" line="+1"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+222"/>
        <location line="+10"/>
        <location filename="../continental_qt/ui/stats/stats_model.py" line="+90"/>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <location line="-174"/>
        <source>Charts of {name}</source>
        <translation>Graphiques de {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: totals, game after game (★ won)</source>
        <translation>{name}&#xa0;: totaux, partie après partie (★ gagnée)</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+17"/>
        <source>Round scores of different rules do not compare:
choose one rule set.</source>
        <translation>Les points par manche de règles différentes ne se comparent pas :
choisissez un jeu de règles.</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+26"/>
        <location line="+36"/>
        <location line="+92"/>
        <source>No finished games yet.</source>
        <translation>Aucune partie terminée pour l&apos;instant.</translation>
    </message>
    <message>
        <location line="-145"/>
        <location line="+71"/>
        <source>No rounds yet.</source>
        <translation>Aucune manche pour l&apos;instant.</translation>
    </message>
    <message>
        <location line="-68"/>
        <location line="+81"/>
        <source>average {value}</source>
        <translation>moyenne {value}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Game {number}</source>
        <translation>Partie {number}</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%n finished game(s), {wins} won; totals from {low} to {high}.</source>
        <translation>%n partie terminée, victoires&#xa0;: {wins}&#xa0;; totaux de {low} à {high}.|%n parties terminées, victoires&#xa0;: {wins}&#xa0;; totaux de {low} à {high}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game {number}, {date}
{rules}
Total {total}</source>
        <translation>Partie {number}, {date}
{rules}
Total {total}</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+3"/>
        <location line="+53"/>
        <source>Won</source>
        <translation>Gagnée</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/stats/stats_model.py" line="-57"/>
        <source>Single hand</source>
        <translation>Main unique</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played by</source>
        <translation>Joué par</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/stats/player_numbers.py" line="-5"/>
        <location filename="../continental_qt/ui/stats/stats_model.py" line="+1"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/stats/stats_model.py" line="+1"/>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worst</source>
        <translation>Pire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coach</source>
        <translation>Entraîneur</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%n unfinished game(s) not counted.</source>
        <translation>%n partie inachevée non comptée.|%n parties inachevées non comptées.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Totals of different rules do not compare: choose one rule set.</source>
        <translation>Les totaux de règles différentes ne se comparent pas&#xa0;: choisissez un jeu de règles.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rounds played, in finished and unfinished games.</source>
        <translation>Manches jouées, dans les parties terminées et inachevées.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The coach&apos;s help asked in this person&apos;s games: hints, option lists, what was missing, the tutor&apos;s warnings and undos.</source>
        <translation>L’aide de l’entraîneur demandée dans les parties de cette personne : conseils, listes d’options, ce qui manquait, avertissements du tuteur et annulations.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/stats/stats_window.py" line="+55"/>
        <source>The statistics were saved by a newer version of Continental.</source>
        <translation>Les statistiques ont été enregistrées par une version plus récente de Continental.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The statistics file is not one Continental made.</source>
        <translation>Le fichier de statistiques n&apos;a pas été créé par Continental.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The statistics file is damaged.</source>
        <translation>Le fichier de statistiques est endommagé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{why} It was kept as “{file}” and new statistics were started.</source>
        <translation>{why} Il a été conservé sous «&#xa0;{file}&#xa0;» et de nouvelles statistiques ont été commencées.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Loading…</source>
        <translation>Chargement…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>All rule sets</source>
        <translation>Tous les jeux de règles</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any</source>
        <translation>Tous</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Opponents:</source>
        <translation>&amp;Adversaires&#xa0;:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Export &amp;CSV…</source>
        <translation>Exporter en &amp;CSV…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export chart as &amp;PNG…</source>
        <translation>Exporter le graphique en &amp;PNG…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No games recorded yet.</source>
        <translation>Aucune partie enregistrée pour l&apos;instant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every round you finish will show up here.</source>
        <translation>Chaque manche terminée apparaîtra ici.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Points a round by contract</source>
        <translation>Points par manche selon le contrat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Contract</source>
        <translation>Contrat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points a round</source>
        <translation>Points par manche</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>The statistics could not be read: the disk is full.</source>
        <translation>Impossible de lire les statistiques&#xa0;: le disque est plein.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The statistics could not be read: {error}</source>
        <translation>Impossible de lire les statistiques&#xa0;: {error}</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>No games match these filters.</source>
        <translation>Aucune partie ne correspond à ces filtres.</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>{name}: %n finished game(s), {wins} won</source>
        <translation>{name}&#xa0;: %n partie terminée, victoires&#xa0;: {wins}|{name}&#xa0;: %n parties terminées, victoires&#xa0;: {wins}</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Export statistics</source>
        <translation>Exporter les statistiques</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+33"/>
        <source>Saved “{file}”.</source>
        <translation>«&#xa0;{file}&#xa0;» enregistré.</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Could not save “{file}”: the disk is full.</source>
        <translation>Impossible d&apos;enregistrer «&#xa0;{file}&#xa0;»&#xa0;: le disque est plein.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not save “{file}”: {error}</source>
        <translation>Impossible d&apos;enregistrer «&#xa0;{file}&#xa0;»&#xa0;: {error}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Export chart</source>
        <translation>Exporter le graphique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not save “{file}”.</source>
        <translation>Impossible d&apos;enregistrer «&#xa0;{file}&#xa0;».</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../continental_qt/ui/table/table_view.py" line="+308"/>
        <source>Stock: click to draw (D)</source>
        <translation>Pioche&#xa0;: cliquez pour piocher (D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stock {n}</source>
        <translation>pioche {n}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>discard pile</source>
        <translation>défausse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>discard pile (empty)</source>
        <translation>défausse (vide)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/table_words.py" line="+29"/>
        <source>down ✓</source>
        <translation>posé ✓</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>buys {u}/{l}</source>
        <translation>achats {u}/{l}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>buys {u}</source>
        <translation>achats {u}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>left the game</source>
        <translation>a quitté la partie</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/seat_plates.py" line="+55"/>
        <source>{name} ({level}), total {total} points</source>
        <translation>{name} ({level}), total {total} points</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/table_view.py" line="+77"/>
        <source>{name}&apos;s hand</source>
        <translation>Main de {name}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/table_words.py" line="+6"/>
        <source>Set</source>
        <translation>Groupe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Run</source>
        <translation>Suite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{kind} {n} ({min}+)</source>
        <translation>{kind} {n} ({min}+)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{card} (as {rank})</source>
        <translation>{card} (pour {rank})</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your run: {cards}</source>
        <translation>Votre suite&#xa0;: {cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s run: {cards}</source>
        <translation>Suite de {name}&#xa0;: {cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your set: {cards}</source>
        <translation>Votre groupe&#xa0;: {cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s set: {cards}</source>
        <translation>Groupe de {name}&#xa0;: {cards}</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>You are down: lay off and go out.</source>
        <translation>Vous avez posé&#xa0;: ajoutez des cartes et finissez.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You can meet the contract now.</source>
        <translation>Vous pouvez remplir le contrat maintenant.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are %n card(s) away.</source>
        <translation>Il vous manque %n carte.|Il vous manque %n cartes.</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>Take the {card} before it is bought? (T or N)</source>
        <translation>Prendre {card} avant qu&apos;elle soit achetée&#x202f;? (T ou N)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>May I? {name}, take the {card} plus %n penalty card(s)? Press M, or N to pass.</source>
        <translation>Je peux&#x202f;? {name}, prendre {card} plus %n carte de pénalité&#x202f;? Appuyez sur M, ou N pour passer.|Je peux&#x202f;? {name}, prendre {card} plus %n cartes de pénalité&#x202f;? Appuyez sur M, ou N pour passer.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>May I? Take the {card} plus %n penalty card(s): press M, or N to pass.</source>
        <translation>Je peux&#x202f;? Prendre {card} plus %n carte de pénalité&#xa0;: appuyez sur M, ou N pour passer.|Je peux&#x202f;? Prendre {card} plus %n cartes de pénalité&#xa0;: appuyez sur M, ou N pour passer.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>{name} is deciding on the {card}…</source>
        <translation>{name} réfléchit à {card}…</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/table_input.py" line="+364"/>
        <source>Drop one card at a time there.</source>
        <translation>Déposez-y une seule carte à la fois.</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>The discard is on offer: {m} says May I?, {n} lets it go.</source>
        <translation>La défausse est proposée&#xa0;: {m} dit «&#xa0;Je peux&#x202f;?&#xa0;», {n} la laisse passer.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>{slot}: {why}</source>
        <translation>{slot}&#xa0;: {why}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/card_menus.py" line="+59"/>
        <location line="+47"/>
        <source>Discard</source>
        <translation>Défausser</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lay off at the low end of {meld}</source>
        <translation>Ajouter en bas de {meld}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lay off at the high end of {meld}</source>
        <translation>Ajouter en haut de {meld}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay off on {meld}</source>
        <translation>Ajouter à {meld}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Swap into {meld}, wild to its low end</source>
        <translation>Échanger contre le joker de {meld}, joker en bas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Swap into {meld}, wild to its high end</source>
        <translation>Échanger contre le joker de {meld}, joker en haut</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Swap into {meld}, wild to the low end of {target}</source>
        <translation>Échanger contre le joker de {meld}, joker en bas de {target}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap into {meld}, wild to the high end of {target}</source>
        <translation>Échanger contre le joker de {meld}, joker en haut de {target}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap into {meld}, wild to {target}</source>
        <translation>Échanger contre le joker de {meld}, joker sur {target}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/table_keys.py" line="+94"/>
        <source>No card has the focus: pick one with ← or →.</source>
        <translation>Aucune carte n’a le focus&#xa0;: choisissez-en une avec ← ou →.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/card_menus.py" line="+28"/>
        <source>the run {low} up to {high}</source>
        <translation>la suite du {low} au {high}</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>your run {cards}</source>
        <translation>votre suite {cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s run {cards}</source>
        <translation>la suite de {name} {cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your set {cards}</source>
        <translation>votre groupe {cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s set {cards}</source>
        <translation>la combinaison de {name} {cards}</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>Put in {slot}</source>
        <translation>Mettre dans {slot}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Back to hand</source>
        <translation>Remettre dans la main</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing to do with this card now</source>
        <translation>Rien à faire avec cette carte pour l&apos;instant</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/replay_hands.py" line="+82"/>
        <location filename="../continental_qt/ui/table/table_words.py" line="+54"/>
        <source>%n card(s)</source>
        <translation>%n carte|%n cartes</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../continental_qt/ui/texts/base.py" line="+69"/>
        <source>Someone</source>
        <translation>Quelqu&apos;un</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../continental_qt/ui/texts/names.py" line="+1"/>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
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
        <translation>{first} et {last}</translation>
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
        <translation>un groupe de {length}+</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a run of {length}+</source>
        <translation>une suite de {length}+</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>one set of {length}+</source>
        <translation>un groupe de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two sets of {length}+</source>
        <translation>deux groupes de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three sets of {length}+</source>
        <translation>trois groupes de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four sets of {length}+</source>
        <translation>quatre groupes de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>five sets of {length}+</source>
        <translation>cinq groupes de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>six sets of {length}+</source>
        <translation>six groupes de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n sets of {length}+</source>
        <translation>%n groupe de {length}+|%n groupes de {length}+</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>one run of {length}+</source>
        <translation>une suite de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two runs of {length}+</source>
        <translation>deux suites de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three runs of {length}+</source>
        <translation>trois suites de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four runs of {length}+</source>
        <translation>quatre suites de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>five runs of {length}+</source>
        <translation>cinq suites de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>six runs of {length}+</source>
        <translation>six suites de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n runs of {length}+</source>
        <translation>%n suite de {length}+|%n suites de {length}+</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No contract</source>
        <translation>Pas de contrat</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Go out with all {cards} cards in runs: {patterns}.</source>
        <translation>Finir avec les {cards} cartes en suites&#xa0;: {patterns}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{first} or {last}</source>
        <comment>last two choices of a list</comment>
        <translation>{first} ou {last}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>All {cards} cards in runs</source>
        <translation>Les {cards} cartes en suites</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal {number} of {total}</source>
        <translation>Donne {number} sur {total}</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+31"/>
        <source>Deal {number}</source>
        <translation>Donne {number}</translation>
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
        <translation>Manche {number} sur {total}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Round {number}</source>
        <translation>Manche {number}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>D{number}</source>
        <comment>score sheet column: deal</comment>
        <translation>D{number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R{number}</source>
        <comment>score sheet column: round</comment>
        <translation>M{number}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Highest total wins.</source>
        <translation>Le plus haut total gagne.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest points wins.</source>
        <translation>Le moins de points gagne.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Highest total: leading</source>
        <translation>Plus haut total&#xa0;: en tête</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest points: leading</source>
        <translation>Moins de points&#xa0;: en tête</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/reasons.py" line="+18"/>
        <source>set</source>
        <comment>meld kind</comment>
        <translation>groupe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>run</source>
        <comment>meld kind</comment>
        <translation>suite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>meld</source>
        <comment>a set or a run</comment>
        <translation>combinaison</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have to draw first.</source>
        <translation>Vous devez d&apos;abord piocher.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have already drawn this turn.</source>
        <translation>Vous avez déjà pioché ce tour-ci.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait until the May I? question is settled.</source>
        <translation>Attendez que la question «&#xa0;Je peux&#x202f;?&#xa0;» soit réglée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The round is over: deal the next round first.</source>
        <translation>La manche est terminée&#xa0;: distribuez d&apos;abord la manche suivante.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+36"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>You cannot do that now.</source>
        <translation>Vous ne pouvez pas faire cela maintenant.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {round}: {problem}</source>
        <translation>Manche {round}&#xa0;: {problem}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>It is not your turn.</source>
        <translation>Ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The next player must take the screen first.</source>
        <translation>Le joueur suivant doit d&apos;abord prendre l&apos;écran.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The round is over: continue from the summary first.</source>
        <translation>La manche est terminée&#xa0;: continuez d&apos;abord depuis le résumé.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game does not know that move.</source>
        <translation>Le jeu ne connaît pas ce coup.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This is only a view of the game; it cannot be changed.</source>
        <translation>Ceci n&apos;est qu&apos;un aperçu de la partie&#x202f;; il ne peut pas être modifié.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The discard pile is empty.</source>
        <translation>La défausse est vide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card is not in your hand.</source>
        <translation>Cette carte n&apos;est pas dans votre main.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same card is used twice.</source>
        <translation>La même carte est utilisée deux fois.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have already gone down this round.</source>
        <translation>Vous avez déjà posé dans cette manche.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have to go down before you can lay off.</source>
        <translation>Vous devez poser avant de pouvoir ajouter des cartes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may not lay off in the turn you went down.</source>
        <translation>Vous ne pouvez pas ajouter de cartes au tour où vous avez posé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That meld is not on the table.</source>
        <translation>Cette combinaison n&apos;est pas sur la table.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such player.</source>
        <translation>Ce joueur n&apos;existe pas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wild cards may not be swapped in this game.</source>
        <translation>Dans cette partie, on ne peut pas échanger les jokers.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep one card: going out needs a final discard.</source>
        <translation>Gardez une carte&#xa0;: pour finir, il faut une défausse finale.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may not discard your last card: go out by melding it instead.</source>
        <translation>Vous ne pouvez pas défausser votre dernière carte&#xa0;: finissez plutôt en la posant.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That would leave you one card you cannot meld, and in this round you must go out by melding, not by discarding.</source>
        <translation>Il vous resterait une carte impossible à poser, or dans cette manche il faut finir en posant, pas en défaussant.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In this game there is no going down: you go out with all your cards at once.</source>
        <translation>Dans cette partie, on ne pose pas de contrat&#xa0;: vous finissez avec toutes vos cartes d&apos;un coup.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Going out in one move belongs to the single-hand game.</source>
        <translation>Finir en un seul coup n&apos;existe que dans la partie à main unique.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To go out, lay down every card but the one you discard after drawing.</source>
        <translation>Pour finir, posez toutes vos cartes sauf celle que vous défaussez après avoir pioché.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Runs of {lengths} cards do not make a pattern for going out.</source>
        <translation>Des suites de {lengths} cartes ne forment pas un schéma pour finir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Those runs do not make a pattern for going out.</source>
        <translation>Ces suites ne forment pas un schéma pour finir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Those cards do not make a valid meld.</source>
        <translation>Ces cartes ne forment pas une combinaison valide.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That card cannot be laid off there.</source>
        <translation>Cette carte ne peut pas être ajoutée ici.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That swap is not possible.</source>
        <translation>Cet échange est impossible.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Those melds are not this round&apos;s contract.</source>
        <translation>Ces combinaisons ne correspondent pas au contrat de cette manche.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This round&apos;s contract asks for %n meld(s).</source>
        <translation>Le contrat de cette manche demande %n combinaison.|Le contrat de cette manche demande %n combinaisons.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay down exactly the melds the contract asks for.</source>
        <translation>Posez exactement les combinaisons que demande le contrat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your melds must be the sets and runs the contract asks for.</source>
        <translation>Vos combinaisons doivent être les groupes et suites que demande le contrat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A contract meld here needs at least %n card(s).</source>
        <translation>Ici, une combinaison du contrat demande au moins %n carte.|Ici, une combinaison du contrat demande au moins %n cartes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A meld is shorter than the contract asks for.</source>
        <translation>Une combinaison est plus courte que ne le demande le contrat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The wild cards cannot stand where you placed them.</source>
        <translation>Les jokers ne peuvent pas se trouver là où vous les avez placés.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only a wild card in a run can be swapped.</source>
        <translation>Seul un joker dans une suite peut être échangé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap a wild with a natural card of the run&apos;s suit.</source>
        <translation>Échangez un joker contre une carte naturelle de la couleur de la suite.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No wild card in that run stands for this card.</source>
        <translation>Aucun joker de cette suite ne représente cette carte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No cards staged here yet.</source>
        <translation>Aucune carte préparée ici pour l’instant.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not enough cards for this meld.</source>
        <translation>Pas assez de cartes pour cette combinaison.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The entry “{field}” is too long (limit {limit}).</source>
        <translation>L&apos;entrée «&#xa0;{field}&#xa0;» est trop longue (limite {limit}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This run would be longer than the rules allow.</source>
        <translation>Cette suite serait plus longue que ne le permettent les règles.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>A game for {min} to {max} players is not possible: it needs at least 2 players, and the minimum may not be more than the maximum.</source>
        <translation>Une partie de {min} à {max} joueurs n&apos;est pas possible&#xa0;: il faut au moins 2 joueurs, et le minimum ne peut pas dépasser le maximum.</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The turn limit per round is too low: it must be at least 10.</source>
        <translation>La limite de tours par manche est trop basse&#xa0;: elle doit être d&apos;au moins 10.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The setting “{field}” no longer exists and was left out.</source>
        <translation>Le réglage «&#xa0;{field}&#xa0;» n&apos;existe plus et a été ignoré.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A setting that no longer exists was left out.</source>
        <translation>Un réglage qui n&apos;existe plus a été ignoré.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>The file is not a regular file (it is a folder, a pipe or a device), so it was not read.</source>
        <translation>Le fichier n&apos;est pas un fichier ordinaire (c&apos;est un dossier, un tube ou un périphérique), il n&apos;a donc pas été lu.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file could not be read: {problem}</source>
        <translation>Le fichier n&apos;a pas pu être lu&#xa0;: {problem}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The file is not a saved game of Continental.</source>
        <translation>Le fichier n&apos;est pas une partie enregistrée de Continental.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file was written by a newer version of Continental; update Continental to open it.</source>
        <translation>Ce fichier a été écrit par une version plus récente de Continental&#x202f;; mettez Continental à jour pour l&apos;ouvrir.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This file was written by an older version of Continental that this version cannot read.</source>
        <translation>Ce fichier a été écrit par une ancienne version de Continental, et cette version ne sait pas le lire.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Move {number} in the file cannot be read.</source>
        <translation>Le coup {number} du fichier est illisible.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The moves in the file do not follow the rules: move {number} cannot be played in the position before it.</source>
        <translation>Les coups du fichier ne suivent pas les règles&#xa0;: le coup {number} ne peut pas être joué dans la position qui le précède.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The moves in the file do not follow the rules.</source>
        <translation>Les coups du fichier ne suivent pas les règles.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game was saved by an older version of Continental whose rules would not play it in the same way, so it cannot be continued.</source>
        <translation>Cette partie a été enregistrée par une ancienne version de Continental dont les règles ne la joueraient pas de la même façon&#x202f;; elle ne peut donc pas être reprise.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/prompts.py" line="+25"/>
        <source>Round over — see the summary</source>
        <translation>Manche terminée — voir le résumé</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/reasons.py" line="-280"/>
        <location filename="../continental_qt/ui/texts/rules_summary.py" line="+82"/>
        <source>Every meld needs at least one natural card.</source>
        <translation>Chaque combinaison doit contenir au moins une carte naturelle.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This meld needs more natural cards.</source>
        <translation>Cette combinaison a besoin de plus de cartes naturelles.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wilds may not outnumber natural cards.</source>
        <translation>Les jokers ne peuvent pas être plus nombreux que les cartes naturelles.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A set needs cards of one rank.</source>
        <translation>Un groupe demande des cartes de même valeur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A run needs cards of one suit.</source>
        <translation>Une suite demande des cartes de même couleur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A run cannot hold the same rank twice.</source>
        <translation>Une suite ne peut pas contenir deux fois la même valeur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These cards leave gaps in the run that the wilds cannot fill.</source>
        <translation>Ces cartes laissent dans la suite des trous que les jokers ne peuvent pas combler.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../continental_qt/ui/texts/rules_summary.py" line="+10"/>
        <source>Two wild cards may not sit side by side in a run.</source>
        <translation>Deux jokers ne peuvent pas être côte à côte dans une suite.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round {round} asks for a set, but this game has no sets.</source>
        <translation>La manche {round} demande un groupe, mais ce jeu n&apos;a pas de groupes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has no sets: meld runs only.</source>
        <translation>Ce jeu n&apos;a pas de groupes&#xa0;: posez seulement des suites.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only wild cards can be added to a set of wild cards.</source>
        <translation>Seuls des jokers peuvent être ajoutés à un groupe de jokers.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A meld must be a set or a run.</source>
        <translation>Une combinaison doit être un groupe ou une suite.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card does not fit this meld.</source>
        <translation>Cette carte ne convient pas à cette combinaison.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card is not of this run&apos;s suit.</source>
        <translation>Cette carte n&apos;est pas de la couleur de cette suite.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This meld has no room for another card there.</source>
        <translation>Cette combinaison n&apos;a pas de place pour une autre carte à cet endroit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose which end of the run the wild card goes on.</source>
        <translation>Choisissez à quel bout de la suite va le joker.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card can only go on the low or the high end of a run.</source>
        <translation>Une carte ne peut aller qu&apos;au bout bas ou au bout haut d&apos;une suite.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The rules have no id.</source>
        <translation>Les règles n&apos;ont pas d&apos;identifiant.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>At most {limit} players can play, not {max}.</source>
        <translation>Au plus {limit} joueurs peuvent jouer, pas {max}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game is for {min} to {max} players, not {players}.</source>
        <translation>Ce jeu se joue de {min} à {max} joueurs, pas à {players}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The rules say nothing about the decks to use.</source>
        <translation>Les règles ne disent rien des jeux de cartes à utiliser.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A table of {decks} decks and {jokers} jokers is not possible (1 to 8 decks, at most 4 jokers per deck).</source>
        <translation>Une table de {decks} jeux et {jokers} jokers n&apos;est pas possible (1 à 8 jeux, au plus 4 jokers par jeu).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The rules have no rounds.</source>
        <translation>Les règles n&apos;ont pas de manches.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sets and runs need at least 2 cards (here: sets {set_min}, runs {run_min}).</source>
        <translation>Groupes et suites demandent au moins 2 cartes (ici&#xa0;: groupes {set_min}, suites {run_min}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The longest run must be 3 to 13 cards, not {value}.</source>
        <translation>La suite la plus longue doit compter de 3 à 13 cartes, pas {value}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The shortest run ({run_min}) is longer than the longest run ({max}).</source>
        <translation>La suite minimale ({run_min}) est plus longue que la suite maximale ({max}).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The ace must be allowed low, high or round the corner.</source>
        <translation>L&apos;as doit être permis en bas, en haut ou en boucle.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards must be dealt at least one at a time.</source>
        <translation>Il faut distribuer au moins une carte à la fois.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The number of deals in a match cannot be negative.</source>
        <translation>Le nombre de donnes d&apos;une partie ne peut pas être négatif.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settlement payments cannot be negative.</source>
        <translation>Les paiements ne peuvent pas être négatifs.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The single-hand game has no round contracts; it uses going-out patterns.</source>
        <translation>La partie à main unique n&apos;a pas de contrats de manche&#x202f;; elle utilise des schémas pour finir.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deck table must list player counts in rising order, each once.</source>
        <translation>Le tableau des jeux doit donner les nombres de joueurs dans l&apos;ordre croissant, chacun une fois.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The natural cards a meld needs must be between 0 and the meld minimum.</source>
        <translation>Le nombre de cartes naturelles exigé par combinaison doit être entre 0 et la longueur minimale.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>May I? penalties, limits and rounds cannot be negative.</source>
        <translation>Les pénalités, limites et manches de «&#xa0;Je peux&#x202f;?&#xa0;» ne peuvent pas être négatives.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown rule for the final discard: “{value}”.</source>
        <translation>Règle inconnue pour la défausse finale&#xa0;: «&#xa0;{value}&#xa0;».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown rule for an empty stock: “{value}”.</source>
        <translation>Règle inconnue pour une pioche vide&#xa0;: «&#xa0;{value}&#xa0;».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown way to choose the first dealer: “{value}”.</source>
        <translation>Façon inconnue de choisir le premier donneur&#xa0;: «&#xa0;{value}&#xa0;».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play must go clockwise or counter-clockwise.</source>
        <translation>Le jeu doit tourner dans le sens horaire ou antihoraire.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The points table needs 14 values (joker, ace to king), none negative.</source>
        <translation>Le barème doit avoir 14 valeurs (joker, as à roi), aucune négative.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The single-hand game is played with runs only; sets must be off.</source>
        <translation>La partie à main unique se joue uniquement en suites&#x202f;; les groupes doivent être désactivés.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The single-hand game needs at least one pattern for going out.</source>
        <translation>La partie à main unique a besoin d&apos;au moins un schéma pour finir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the pattern {pattern} a run is shorter than 3 or longer than allowed.</source>
        <translation>Dans le schéma {pattern}, une suite fait moins de 3 cartes ou plus que permis.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At least one card must be dealt.</source>
        <translation>Il faut distribuer au moins une carte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The round has no contract.</source>
        <translation>La manche n&apos;a pas de contrat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown kind of meld “{kind}”.</source>
        <translation>Type de combinaison inconnu «&#xa0;{kind}&#xa0;».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A run of {length} is longer than the rules allow.</source>
        <translation>Une suite de {length} cartes est plus longue que ne le permettent les règles.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A {kind} in the contract is shorter than a {kind} may be.</source>
        <translation>Une combinaison du contrat ({kind}) est plus courte que le minimum permis.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The pattern {pattern} does not add up to the {dealt} cards dealt.</source>
        <translation>Le schéma {pattern} ne fait pas le total des {dealt} cartes distribuées.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The contract needs {need} cards, but a player can hold at most {most}.</source>
        <translation>Le contrat demande {need} cartes, mais un joueur peut en tenir au plus {most}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>With {players} players the decks hold {cards} cards, but dealing needs {need}.</source>
        <translation>À {players} joueurs, les jeux comptent {cards} cartes, mais la distribution en demande {need}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>These rules cannot be played.</source>
        <translation>Ces règles ne sont pas jouables.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules file is not valid JSON.</source>
        <translation>Le fichier de règles n&apos;est pas du JSON valide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The entry “{field}” has the wrong type.</source>
        <translation>L&apos;entrée «&#xa0;{field}&#xa0;» a le mauvais type.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The entry “{field}” is out of range.</source>
        <translation>L&apos;entrée «&#xa0;{field}&#xa0;» est hors limites.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The entry “{field}” is missing.</source>
        <translation>L&apos;entrée «&#xa0;{field}&#xa0;» est manquante.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An entry of the rules file is malformed.</source>
        <translation>Une entrée du fichier de règles est mal formée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown entries: {fields}.</source>
        <translation>Entrées inconnues&#xa0;: {fields}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file is not in a format Continental knows.</source>
        <translation>Le fichier n&apos;est pas dans un format connu de Continental.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file was made by a newer version of Continental.</source>
        <translation>Le fichier a été créé par une version plus récente de Continental.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The file is not a saved game: it is not readable JSON text.</source>
        <translation>Le fichier n&apos;est pas une partie enregistrée&#xa0;: ce n&apos;est pas du texte JSON lisible.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The file is far too large to be a saved game.</source>
        <translation>Le fichier est bien trop volumineux pour être une partie enregistrée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file lists {seats} seats, but the game in it has {players} players.</source>
        <translation>Le fichier indique {seats} places, mais la partie qu’il contient a {players} joueurs.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file&apos;s list of players does not match the game in it.</source>
        <translation>La liste des joueurs du fichier ne correspond pas à la partie qu&apos;il contient.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game is not a readable document.</source>
        <translation>La partie enregistrée n&apos;est pas un document lisible.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The saved game holds a move that cannot be read.</source>
        <translation>La partie enregistrée contient un coup illisible.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game is too large.</source>
        <translation>La partie enregistrée est trop volumineuse.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The saved game does not replay to the saved position; it may be damaged or from another version.</source>
        <translation>La partie enregistrée ne mène pas à la position enregistrée&#x202f;; elle est peut-être endommagée ou d&apos;une autre version.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The file&apos;s version number is missing or not valid.</source>
        <translation>Le numéro de version du fichier est absent ou non valide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The name of the file&apos;s rules is missing or not valid.</source>
        <translation>Le nom des règles du fichier est absent ou non valide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The speed of the computer players in the file is missing or not valid.</source>
        <translation>La vitesse des joueurs virtuels dans le fichier est absente ou non valide.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The date the file was saved is not valid.</source>
        <translation>La date d&apos;enregistrement du fichier n&apos;est pas valide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The version of Continental named in the file is not valid.</source>
        <translation>La version de Continental indiquée dans le fichier n&apos;est pas valide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game&apos;s identity in the file is not valid.</source>
        <translation>L&apos;identifiant de la partie dans le fichier n&apos;est pas valide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file&apos;s list of players is missing or not valid.</source>
        <translation>La liste des joueurs du fichier est absente ou non valide.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player&apos;s name in the file is missing, blank or longer than {limit} characters.</source>
        <translation>Le nom d&apos;un joueur dans le fichier est absent, vide ou dépasse {limit} caractères.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A player&apos;s name in the file is missing, blank or too long.</source>
        <translation>Le nom d&apos;un joueur dans le fichier est absent, vide ou trop long.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player in the file is neither a person nor a known computer level.</source>
        <translation>Un joueur du fichier n&apos;est ni une personne ni un niveau d&apos;ordinateur connu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game in the file is missing or cannot be replayed.</source>
        <translation>La partie du fichier est absente ou ne peut pas être rejouée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The check of the saved position is missing from the file.</source>
        <translation>La vérification de la position enregistrée manque dans le fichier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The number of players in the file is missing or does not fit its rules.</source>
        <translation>Le nombre de joueurs du fichier est absent ou ne correspond pas aux règles de la partie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deal number in the file is missing or not valid.</source>
        <translation>Le numéro de donne du fichier est absent ou non valide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The list of moves in the file is missing or not valid.</source>
        <translation>La liste des coups du fichier est absente ou non valide.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A part of the saved game is missing or not valid.</source>
        <translation>Un élément de la partie enregistrée est absent ou non valide.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The rules in the file hold an entry of the wrong kind.</source>
        <translation>Les règles du fichier contiennent une entrée du mauvais type.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules in the file lack an entry they need.</source>
        <translation>Il manque aux règles du fichier une entrée nécessaire.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules in the file hold a number or a list far too large.</source>
        <translation>Les règles du fichier contiennent un nombre ou une liste bien trop grands.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules in the file hold entries this version of Continental does not know.</source>
        <translation>Les règles du fichier contiennent des entrées que cette version de Continental ne connaît pas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules in the file are in a form this version of Continental cannot read.</source>
        <translation>Les règles du fichier sont sous une forme que cette version de Continental ne sait pas lire.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The saved game&apos;s rules cannot be played: {reason}</source>
        <translation>Les règles de la partie enregistrée ne sont pas jouables&#xa0;: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The saved game&apos;s rules cannot be played.</source>
        <translation>Les règles de la partie enregistrée ne sont pas jouables.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the file or its folder does not exist.</source>
        <translation>le fichier ou son dossier n&apos;existe pas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you do not have permission to use it.</source>
        <translation>vous n&apos;avez pas l&apos;autorisation de l&apos;utiliser.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a folder, not a file.</source>
        <translation>c&apos;est un dossier, pas un fichier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full.</source>
        <translation>le disque est plein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is read-only.</source>
        <translation>le disque est en lecture seule.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file name is too long.</source>
        <translation>le nom du fichier est trop long.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is too large for the disk.</source>
        <translation>le fichier est trop volumineux pour le disque.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk reported an error.</source>
        <translation>le disque a signalé une erreur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is in use by another program.</source>
        <translation>le fichier est utilisé par un autre programme.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the system refused.</source>
        <translation>le système a refusé.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The file is not a saved game Continental can read.</source>
        <translation>Le fichier n&apos;est pas une partie enregistrée que Continental sait lire.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The file could not be written: {problem}</source>
        <translation>Le fichier n&apos;a pas pu être écrit&#xa0;: {problem}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file could not be written because of an unexpected error.</source>
        <translation>Le fichier n&apos;a pas pu être écrit à cause d&apos;une erreur inattendue.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>That is not allowed ({code}).</source>
        <translation>Ce n&apos;est pas permis ({code}).</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/events.py" line="+37"/>
        <source>on your own run</source>
        <translation>sur votre propre suite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on their own run</source>
        <translation>sur sa propre suite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on your run</source>
        <translation>sur votre suite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on {owner}&apos;s run</source>
        <translation>sur la suite de {owner}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on your own set</source>
        <translation>sur votre propre groupe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on their own set</source>
        <translation>sur son propre groupe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on your set</source>
        <translation>sur votre groupe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on {owner}&apos;s set</source>
        <translation>sur le groupe de {owner}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/base.py" line="+21"/>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/events.py" line="+36"/>
        <source>You drew the {card} from the stock.</source>
        <translation>Vous avez pioché {card}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} drew from the stock.</source>
        <translation>{name} a pioché.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You took the {card} from the discard pile.</source>
        <translation>Vous avez pris {card} dans la défausse.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} took the {card} from the discard pile.</source>
        <translation>{name} a pris {card} dans la défausse.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You did not take the {card}: May I? is open.</source>
        <translation>Vous n&apos;avez pas pris {card}&#xa0;: «&#xa0;Je peux&#x202f;?&#xa0;» est ouvert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} did not take the {card}: May I? is open.</source>
        <translation>{name} n&apos;a pas pris {card}&#xa0;: «&#xa0;Je peux&#x202f;?&#xa0;» est ouvert.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You used first refusal on the {card}.</source>
        <translation>Vous avez exercé votre priorité sur {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} used first refusal on the {card}.</source>
        <translation>{name} a exercé sa priorité sur {card}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You declined first refusal.</source>
        <translation>Vous avez renoncé à votre priorité.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} declined first refusal.</source>
        <translation>{name} a renoncé à sa priorité.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You discarded the {card}.</source>
        <translation>Vous avez défaussé {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} discarded the {card}.</source>
        <translation>{name} a défaussé {card}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The discard pile was turned over as the new stock (%n card(s)).</source>
        <translation>La défausse a été retournée comme nouvelle pioche (%n carte).|La défausse a été retournée comme nouvelle pioche (%n cartes).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The discard pile was shuffled into a new stock (%n card(s)).</source>
        <translation>La défausse a été mélangée en une nouvelle pioche (%n carte).|La défausse a été mélangée en une nouvelle pioche (%n cartes).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The round reached its limit of %n turn(s).</source>
        <translation>La manche a atteint sa limite de %n tour.|La manche a atteint sa limite de %n tours.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You left the game.</source>
        <translation>Vous avez quitté la partie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} left the game.</source>
        <translation>{name} a quitté la partie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: {event}</source>
        <comment>an event the log does not know</comment>
        <translation>{name}&#xa0;: {event}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>New deal: you deal; the upcard is the {card}.</source>
        <translation>Nouvelle donne&#xa0;: vous donnez&#x202f;; la carte retournée est {card}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New deal: {dealer} deals; the upcard is the {card}.</source>
        <translation>Nouvelle donne&#xa0;: {dealer} donne&#x202f;; la carte retournée est {card}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {number} of {total}: you deal; the upcard is the {card}.</source>
        <translation>Manche {number} sur {total}&#xa0;: vous donnez&#x202f;; la carte retournée est {card}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round {number} of {total}: {dealer} deals; the upcard is the {card}.</source>
        <translation>Manche {number} sur {total}&#xa0;: {dealer} donne&#x202f;; la carte retournée est {card}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You asked for the {card} (May I?); {turn} has first refusal.</source>
        <translation>Vous avez demandé {card} («&#xa0;Je peux&#x202f;?&#xa0;»)&#x202f;; {turn} a la priorité.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} asked for the {card} (May I?); you have first refusal.</source>
        <translation>{name} a demandé {card} («&#xa0;Je peux&#x202f;?&#xa0;»)&#x202f;; vous avez la priorité.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} asked for the {card} (May I?); {turn} has first refusal.</source>
        <translation>{name} a demandé {card} («&#xa0;Je peux&#x202f;?&#xa0;»)&#x202f;; {turn} a la priorité.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You bought the {card} (May I?).</source>
        <translation>Vous avez acheté {card} («&#xa0;Je peux&#x202f;?&#xa0;»).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You bought the {card} (May I?) and took the {penalty} as a penalty.</source>
        <translation>Vous avez acheté {card} («&#xa0;Je peux&#x202f;?&#xa0;») et pris {penalty} en pénalité.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} bought the {card} (May I?).</source>
        <translation>{name} a acheté {card} («&#xa0;Je peux&#x202f;?&#xa0;»).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} bought the {card} (May I?) and %n penalty card(s).</source>
        <translation>{name} a acheté {card} («&#xa0;Je peux&#x202f;?&#xa0;») et %n carte de pénalité.|{name} a acheté {card} («&#xa0;Je peux&#x202f;?&#xa0;») et %n cartes de pénalité.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You went out with {melds}.</source>
        <translation>Vous avez fini avec {melds}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} went out with {melds}.</source>
        <translation>{name} a fini avec {melds}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You went down: {melds}.</source>
        <translation>Vous avez posé&#xa0;: {melds}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} went down: {melds}.</source>
        <translation>{name} a posé&#xa0;: {melds}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You went out with runs of {sizes} cards.</source>
        <translation>Vous avez fini avec des suites de {sizes} cartes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} went out with runs of {sizes} cards.</source>
        <translation>{name} a fini avec des suites de {sizes} cartes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You went down with %n meld(s).</source>
        <translation>Vous avez posé %n combinaison.|Vous avez posé %n combinaisons.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} went down with %n meld(s).</source>
        <translation>{name} a posé %n combinaison.|{name} a posé %n combinaisons.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You laid off the {card}.</source>
        <translation>Vous avez ajouté {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} laid off the {card}.</source>
        <translation>{name} a ajouté {card}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You laid off the {card} as {rank} {where}.</source>
        <translation>Vous avez ajouté {card} comme {rank} {where}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} laid off the {card} as {rank} {where}.</source>
        <translation>{name} a ajouté {card} comme {rank} {where}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You laid off the {card} {where}.</source>
        <translation>Vous avez ajouté {card} {where}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} laid off the {card} {where}.</source>
        <translation>{name} a ajouté {card} {where}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You swapped the {card} for the {wild}.</source>
        <translation>Vous avez échangé {card} contre {wild}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} swapped the {card} for the {wild}.</source>
        <translation>{name} a échangé {card} contre {wild}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You swapped the {card} for the {wild} and played the {wild} {where}.</source>
        <translation>Vous avez échangé {card} contre {wild} et placé {wild} {where}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} swapped the {card} for the {wild} and played the {wild} {where}.</source>
        <translation>{name} a échangé {card} contre {wild} et placé {wild} {where}.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The deal ends with no winner: the stock ran out.</source>
        <translation>La donne se termine sans gagnant&#xa0;: la pioche est épuisée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal ends: you went out and collect {pay} from each player.</source>
        <translation>La donne se termine&#xa0;: vous avez fini et recevez {pay} de chaque joueur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deal ends: {name} went out and collects {pay} from each player.</source>
        <translation>La donne se termine&#xa0;: {name} a fini et reçoit {pay} de chaque joueur.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {number} ends: no one went out.</source>
        <translation>Fin de la manche {number}&#xa0;: personne n&apos;a fini.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {number} ends: you went out.</source>
        <translation>Fin de la manche {number}&#xa0;: vous avez fini.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {number} ends: {name} went out.</source>
        <translation>Fin de la manche {number}&#xa0;: {name} a fini.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You were left with {cards}: %n point(s).</source>
        <translation>Il vous restait {cards}&#xa0;: %n point.|Il vous restait {cards}&#xa0;: %n points.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Game over: the game is void.</source>
        <translation>Partie terminée&#xa0;: la partie est annulée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over: you win with {total} points.</source>
        <translation>Partie terminée&#xa0;: vous gagnez avec {total} points.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over: {name} wins with {total} points.</source>
        <translation>Partie terminée&#xa0;: {name} gagne avec {total} points.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over: {names} share the win with {total} points.</source>
        <translation>Partie terminée&#xa0;: {names} se partagent la victoire avec {total} points.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/prompts.py" line="+4"/>
        <source>Game over — {names} won</source>
        <translation>Partie terminée — victoire&#xa0;: {names}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your turn — draw a card</source>
        <translation>À vous — piochez une carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s turn — drawing</source>
        <translation>Au tour de {name} — pioche</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>May I? — you may claim the {card}</source>
        <translation>Je peux&#x202f;? — vous pouvez réclamer {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>May I? — {name} is asked about the {card}</source>
        <translation>Je peux&#x202f;? — question posée à {name} pour {card}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} may claim the {card} — waiting</source>
        <translation>{name} peut réclamer {card} — attente</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your first refusal on the {card}</source>
        <translation>Votre priorité sur {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has first refusal on the {card} — waiting</source>
        <translation>{name} a la priorité sur {card} — attente</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your turn — go out or discard</source>
        <translation>À vous — finissez ou défaussez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn — lay off or discard</source>
        <translation>À vous — ajoutez ou défaussez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn — meld or discard</source>
        <translation>À vous — posez ou défaussez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s turn — playing</source>
        <translation>Au tour de {name} — joue</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discard a card to end your turn (double-click it or drop it on the pile).</source>
        <translation>Défaussez une carte pour terminer votre tour (double-cliquez dessus ou déposez-la sur la défausse).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The game is over. Start a new one from the Game menu.</source>
        <translation>La partie est terminée. Lancez-en une nouvelle depuis le menu Partie.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You have left this game.</source>
        <translation>Vous avez quitté cette partie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>May I? {name}, do you want the {card}?</source>
        <translation>Je peux&#x202f;? {name}, voulez-vous {card}&#x202f;?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Waiting: {name} may claim the {card}…</source>
        <translation>Attente&#xa0;: {name} peut réclamer {card}…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Waiting for {name}…</source>
        <translation>En attente de {name}…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your turn: draw from the stock, or go out now if all your cards fit.</source>
        <translation>À vous&#xa0;: piochez, ou finissez maintenant si toutes vos cartes s&apos;y prêtent.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: draw from the stock or take the {card}, or go out now if all your cards fit.</source>
        <translation>À vous&#xa0;: piochez ou prenez {card}, ou finissez maintenant si toutes vos cartes s&apos;y prêtent.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your turn: draw from the stock.</source>
        <translation>À vous&#xa0;: piochez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: draw from the stock or take the {card}.</source>
        <translation>À vous&#xa0;: piochez ou prenez {card}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The {card} is on offer. May I?</source>
        <translation>La carte {card} est à prendre. Je peux&#x202f;?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} discarded the {card}. May I?</source>
        <translation>{name} a défaussé {card}. Je peux&#x202f;?</translation>
    </message>
    <message>
        <location line="-33"/>
        <location line="+37"/>
        <source>(It costs %n penalty card(s).)</source>
        <translation>(Cela coûte %n carte de pénalité.)|(Cela coûte %n cartes de pénalité.)</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>Deal over — see the summary</source>
        <translation>Donne terminée — voir le résumé</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>The deal is over: see the summary (Enter deals the next).</source>
        <translation>La donne est terminée&#xa0;: voir le résumé (Entrée distribue la suivante).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The round is over: see the summary (Enter deals the next).</source>
        <translation>La manche est terminée&#xa0;: voir le résumé (Entrée distribue la suivante).</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>{name} may still take it first.</source>
        <translation>{name} peut encore la prendre en premier.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} wants the {card}: take it yourself (no penalty) or let them have it.</source>
        <translation>{name} veut {card}&#xa0;: prenez-la vous-même (sans pénalité) ou laissez-la-lui.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Go out with all {cards} cards in runs, or discard a card to end your turn.</source>
        <translation>Finissez avec les {cards} cartes en suites, ou défaussez une carte pour terminer votre tour.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go down with {contract}, or discard a card to end your turn.</source>
        <translation>Posez {contract}, ou défaussez une carte pour terminer votre tour.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lay off cards on the table melds, or discard a card to end your turn.</source>
        <translation>Ajoutez des cartes aux combinaisons de la table, ou défaussez une carte pour terminer votre tour.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This last round ends only when someone melds every card.</source>
        <translation>Cette dernière manche ne s&apos;arrête que lorsque quelqu&apos;un pose toutes ses cartes.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/names.py" line="+7"/>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Easy</source>
        <comment>computer player level</comment>
        <translation>Facile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Medium</source>
        <comment>computer player level</comment>
        <translation>Moyen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hard</source>
        <comment>computer player level</comment>
        <translation>Difficile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random</source>
        <comment>computer player level</comment>
        <translation>Aléatoire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Oracle</source>
        <comment>computer player level</comment>
        <translation>Oracle</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>May I? (seven hands)</source>
        <comment>preset name</comment>
        <translation>May I? (sept manches)</translation>
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
        <translation>Continental (main unique)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contract Rummy (Hoyle)</source>
        <comment>preset name</comment>
        <translation>Contract Rummy (Hoyle)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Liverpool Rummy</source>
        <comment>preset name</comment>
        <translation>Liverpool Rummy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shanghai (ten hands)</source>
        <comment>preset name</comment>
        <translation>Shanghai (dix manches)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continental (Spain &amp; Latin America)</source>
        <comment>preset name</comment>
        <translation>Continental (Espagne &amp; Amérique latine)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Carioca (Chile)</source>
        <comment>preset name</comment>
        <translation>Carioca (Chili)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Instant</source>
        <comment>pace of computer turns</comment>
        <translation>Instantané</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fast</source>
        <comment>pace of computer turns</comment>
        <translation>Rapide</translation>
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
        <translation>%n joueur|%n joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} joueurs</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%n deck(s)</source>
        <translation>%n jeu|%n jeux</translation>
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
        <translation>2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>red aces</source>
        <translation>as rouges</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wild cards: {cards}.</source>
        <translation>Cartes joker&#xa0;: {cards}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A deuce or red ace may also be used as itself, as a natural card.</source>
        <translation>Un 2 ou un as rouge peut aussi valoir pour lui-même, comme carte naturelle.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A deuce may also be used as itself, as a natural card.</source>
        <translation>Un 2 peut aussi valoir pour lui-même, comme carte naturelle.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A red ace may also be used as itself, as a natural card.</source>
        <translation>Un as rouge peut aussi valoir pour lui-même, comme carte naturelle.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>2–10: face value</source>
        <translation>2–10&#xa0;: valeur de la carte</translation>
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
        <translation>{ranks}&#xa0;: {points}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No May I? (buying) in this game.</source>
        <translation>Pas de «&#xa0;Je peux&#x202f;?&#xa0;» (achat) dans ce jeu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the player in turn does not take the discard, the others may claim it in turn order; the buyer also takes %n penalty card(s) from the stock.</source>
        <translation>Quand le joueur dont c&apos;est le tour ne prend pas la défausse, les autres peuvent la réclamer dans l&apos;ordre du jeu&#x202f;; l&apos;acheteur prend aussi %n carte de pénalité dans la pioche.|Quand le joueur dont c&apos;est le tour ne prend pas la défausse, les autres peuvent la réclamer dans l&apos;ordre du jeu&#x202f;; l&apos;acheteur prend aussi %n cartes de pénalité dans la pioche.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>At most %n buy(s) per player per round.</source>
        <translation>Au plus %n achat par joueur et par manche.|Au plus %n achats par joueur et par manche.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No limit on buys.</source>
        <translation>Achats illimités.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No May I? in the last %n round(s).</source>
        <translation>Pas de «&#xa0;Je peux&#x202f;?&#xa0;» en fin de partie (%n manche).|Pas de «&#xa0;Je peux&#x202f;?&#xa0;» en fin de partie (%n manches).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players who have gone down may still buy.</source>
        <translation>Les joueurs qui ont posé peuvent encore acheter.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players who have gone down may not buy.</source>
        <translation>Les joueurs qui ont posé ne peuvent pas acheter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First refusal: the player in turn may take a claimed discard instead, without penalty.</source>
        <translation>Priorité&#xa0;: le joueur dont c&apos;est le tour peut prendre à la place une défausse réclamée, sans pénalité.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The player who discarded a card may buy it back.</source>
        <translation>Le joueur qui a défaussé une carte peut la racheter.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sets: %n or more cards of one rank.</source>
        <translation>Groupes&#xa0;: %n carte ou plus de même valeur.|Groupes&#xa0;: %n cartes ou plus de même valeur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No sets: runs only.</source>
        <translation>Pas de groupes&#xa0;: seulement des suites.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs: %n or more cards of one suit in sequence, at most {most}.</source>
        <translation>Suites&#xa0;: %n carte ou plus de même couleur qui se suivent, au plus {most}.|Suites&#xa0;: %n cartes ou plus de même couleur qui se suivent, au plus {most}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The ace is high (Q-K-A) or low (A-2-3), never both in one run.</source>
        <translation>L&apos;as est haut (Q-K-A) ou bas (A-2-3), jamais les deux dans une même suite.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The ace is low only (A-2-3).</source>
        <translation>L&apos;as est seulement bas (A-2-3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The ace is high only (Q-K-A).</source>
        <translation>L&apos;as est seulement haut (Q-K-A).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs may go round the corner (K-A-2).</source>
        <translation>Les suites peuvent boucler (K-A-2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs do not go round the corner (no K-A-2).</source>
        <translation>Les suites ne bouclent pas (pas de K-A-2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every meld needs at least %n natural cards.</source>
        <translation>Chaque combinaison doit contenir au moins %n carte naturelle.|Chaque combinaison doit contenir au moins %n cartes naturelles.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Wilds may not outnumber natural cards in a meld.</source>
        <translation>Une combinaison ne peut pas avoir plus de jokers que de cartes naturelles.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A set of wild cards alone is allowed; only wilds may be added to it.</source>
        <translation>Un groupe de jokers seuls est permis&#x202f;; seuls des jokers peuvent y être ajoutés.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A player who has gone down may swap a wild in a run for the card it stands for, and must play the wild at once.</source>
        <translation>Un joueur qui a posé peut échanger un joker d&apos;une suite contre la carte qu&apos;il représente, et doit rejouer le joker aussitôt.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>After drawing you hold one card more: lay down the others and discard it. You may also go out on your first turn before drawing.</source>
        <translation>Après avoir pioché, vous avez une carte de plus&#xa0;: posez les autres et défaussez-la. Vous pouvez aussi finir à votre premier tour, avant de piocher.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Go down by laying out exactly the round&apos;s contract in one turn; after that, lay off cards on any melds on the table.</source>
        <translation>On pose en étalant exactement le contrat de la manche en un seul tour&#x202f;; ensuite, on ajoute des cartes à n&apos;importe quelle combinaison de la table.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You may lay off in the turn you go down.</source>
        <translation>Vous pouvez ajouter des cartes au tour où vous posez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may lay off from the turn after going down.</source>
        <translation>Vous pouvez ajouter des cartes à partir du tour qui suit votre pose.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Going out needs a final discard.</source>
        <translation>Pour finir, il faut une défausse finale.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go out by melding your last card or by discarding it.</source>
        <translation>On finit en posant sa dernière carte ou en la défaussant.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In the last round you must go out by melding every card, with no discard.</source>
        <translation>Dans la dernière manche, il faut finir en posant toutes ses cartes, sans défausse.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When the stock runs out, the discard pile is turned over once as a new stock; the second time, the round ends.</source>
        <translation>Quand la pioche est épuisée, la défausse est retournée une fois comme nouvelle pioche&#x202f;; la deuxième fois, la manche s&apos;arrête.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>When the stock runs out, the discard pile (all but its top card) is shuffled into a new stock.</source>
        <translation>Quand la pioche est épuisée, la défausse (sauf sa carte du dessus) est mélangée en une nouvelle pioche.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{points} for winning</source>
        <translation>{points} pour la victoire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{points} for each deuce used as a wild</source>
        <translation>+{points} par 2 utilisé comme joker</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>+{points} for each joker</source>
        <translation>+{points} par joker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{points} for going out without drawing</source>
        <translation>+{points} pour finir sans piocher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{points} for going out after one draw</source>
        <translation>+{points} pour finir après une seule pioche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{points} for using no wild</source>
        <translation>+{points} pour n&apos;utiliser aucun joker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{points} if all melds are of one suit</source>
        <translation>+{points} si toutes les combinaisons sont d&apos;une même couleur</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The winner of a deal collects from each other player:</source>
        <translation>Le gagnant d&apos;une donne reçoit de chaque autre joueur&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running totals across the match; the highest total wins.</source>
        <translation>Totaux cumulés sur la partie&#x202f;; le plus haut total gagne.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards left in hand score against you: {points}.</source>
        <translation>Les cartes restées en main comptent contre vous&#xa0;: {points}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After the last round the lowest total wins.</source>
        <translation>Après la dernière manche, le plus petit total gagne.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Going down and out in the same turn scores {points} for that round.</source>
        <translation>Poser et finir dans le même tour rapporte {points} pour cette manche.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The first dealer is chosen by cutting for high card.</source>
        <translation>Le premier donneur est désigné en coupant&#xa0;: la carte la plus haute donne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first dealer is chosen by cutting for low card.</source>
        <translation>Le premier donneur est désigné en coupant&#xa0;: la carte la plus basse donne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first dealer is chosen at random.</source>
        <translation>Le premier donneur est tiré au hasard.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play and the deal go counter-clockwise.</source>
        <translation>Le jeu et la donne tournent dans le sens antihoraire.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play and the deal go clockwise.</source>
        <translation>Le jeu et la donne tournent dans le sens horaire.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a match of %n deal(s)</source>
        <translation>une partie en %n donne|une partie en %n donnes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a match of one deal by each player</source>
        <translation>une partie d&apos;une donne par joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%n round(s)</source>
        <translation>%n manche|%n manches</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%n card(s) dealt to each player.</source>
        <translation>%n carte distribuée à chaque joueur.|%n cartes distribuées à chaque joueur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Going out</source>
        <translation>Finir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rounds and contracts</source>
        <translation>Manches et contrats</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <comment>column heading</comment>
        <translation>Manche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards</source>
        <comment>column heading: cards dealt</comment>
        <translation>Cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contract</source>
        <comment>column heading</comment>
        <translation>Contrat</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Playing</source>
        <translation>Déroulement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Melds</source>
        <translation>Combinaisons</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>May I?</source>
        <comment>heading: buying discards</comment>
        <translation>Je peux&#x202f;?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scoring</source>
        <translation>Décompte des points</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/hints.py" line="+46"/>
        <source>Draw from the stock</source>
        <translation>Prendre une carte de la pioche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take the {card}</source>
        <translation>Prendre le {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy the {card}</source>
        <translation>Acheter le {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the {card} go</source>
        <translation>Laisser passer le {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard the {card}</source>
        <translation>Défausser le {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lay off the {card}</source>
        <translation>Ajouter le {card} sur la table</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap the {card} for a wild</source>
        <translation>Échanger le {card} contre un joker</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Go down now</source>
        <translation>Poser maintenant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go down now, keeping {cards}</source>
        <translation>Poser maintenant en gardant {cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go out</source>
        <translation>Sortir</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Best move: {move}.</source>
        <translation>Meilleur coup&#xa0;: {move}.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{place}. {move} — {points} points expected</source>
        <translation>{place}. {move} — {points} points attendus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{place}. {move} — {points} points expected, about as good</source>
        <translation>{place}. {move} — {points} points attendus, à peu près aussi bon</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{place}. {move} — {points} points expected, {gap} worse</source>
        <translation>{place}. {move} — {points} points attendus, {gap} de moins bien</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Waiting is better than going down this turn.</source>
        <translation>Mieux vaut attendre que poser à ce tour.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Going down now leaves %n card(s) in your hand.</source>
        <translation>En posant maintenant, il vous reste %n carte en main.|En posant maintenant, il vous reste %n cartes en main.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Laying off the {card} takes its points out of your hand.</source>
        <translation>Ajouter le {card} sur la table retire ses points de votre main.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It ends the round.</source>
        <translation>Cela termine la manche.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You still lack %n card(s) for the contract.</source>
        <translation>Il vous manque encore %n carte pour le contrat.|Il vous manque encore %n cartes pour le contrat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Still needed, with the copies you have not seen: {cards}.</source>
        <translation>Il manque encore, avec les exemplaires que vous n’avez pas vus&#xa0;: {cards}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards that would help, with the copies you have not seen: {cards}.</source>
        <translation>Cartes qui aideraient, avec les exemplaires que vous n’avez pas vus&#xa0;: {cards}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every card that would help is already in sight.</source>
        <translation>Toutes les cartes qui aideraient sont déjà visibles.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{card} ×{count}</source>
        <translation>{card} ×{count}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>any {rank}</source>
        <translation>n’importe quel {rank}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The {card} does not bring you closer to the contract.</source>
        <translation>Le {card} ne vous rapproche pas du contrat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The {card} brings you %n card(s) closer to the contract.</source>
        <translation>Le {card} vous rapproche du contrat de %n carte.|Le {card} vous rapproche du contrat de %n cartes.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That saves about as many turns of drawing.</source>
        <translation>Cela épargne à peu près autant de tours de pioche.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buying it adds about {points} penalty points to your hand, with the penalty card, if you do not go down.</source>
        <translation>L’acheter ajoute environ {points} points de pénalité à votre main, avec la carte de pénalité, si vous ne posez pas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Taking it adds {points} penalty points to your hand if you do not go down.</source>
        <translation>La prendre ajoute {points} points de pénalité à votre main si vous ne posez pas.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name} picked up {cards} and may want the {card}.</source>
        <translation>{name} a ramassé {cards} et pourrait vouloir le {card}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{names} could lay the {card} off.</source>
        <translation>{names} pourrai(en)t ajouter le {card} sur la table.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As far as you can see, the {card} helps nobody.</source>
        <translation>D’après ce que vous voyez, le {card} n’aide personne.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Expected this round: {points} points. Other moves are about as good.</source>
        <translation>Attendu pour cette manche&#xa0;: {points} points. Les autres coups sont à peu près aussi bons.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Expected this round: {points} points; the next best move, {gap} worse.</source>
        <translation>Attendu pour cette manche&#xa0;: {points} points&#xa0;; le coup suivant, {gap} de moins bien.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Are you sure? About {loss} points worse than the best move: {better}.</source>
        <translation>Vous êtes sûr&#xa0;? Environ {loss} points de moins bien que le meilleur coup&#xa0;: {better}.</translation>
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
        <translation>deux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three</source>
        <comment>rank word</comment>
        <translation>trois</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four</source>
        <comment>rank word</comment>
        <translation>quatre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five</source>
        <comment>rank word</comment>
        <translation>cinq</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six</source>
        <comment>rank word</comment>
        <translation>six</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven</source>
        <comment>rank word</comment>
        <translation>sept</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight</source>
        <comment>rank word</comment>
        <translation>huit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine</source>
        <comment>rank word</comment>
        <translation>neuf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten</source>
        <comment>rank word</comment>
        <translation>dix</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <comment>rank word</comment>
        <translation>valet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <comment>rank word</comment>
        <translation>dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <comment>rank word</comment>
        <translation>roi</translation>
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
        <translation>trèfle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <comment>suit word</comment>
        <translation>carreau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <comment>suit word</comment>
        <translation>cœur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <comment>suit word</comment>
        <translation>pique</translation>
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
        <translation>une carte cachée</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{card}, wild</source>
        <translation>{card}, sert de joker</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>, </source>
        <comment>between cards in words</comment>
        <translation>, </translation>
    </message>
</context>
</TS>
