"""What the ship's computer says, in English, Spanish and Portuguese.

One table is the single source for both the voice renderer (`say`: the words
fed to espeak-ng, numbers spelled out) and the subtitles (`text`: what the
players read, digits as the rulebooks print them). Spanish wording follows the
rulebook §2.1 *Los mensajes del ordenador* (Spanish edition), Portuguese §2.1
*Notificações do computador* (Brazilian edition), English the fan clip sets'
labels (docs/reference/soundtracks.md §1.2).

Clip ids are the fan tools' "Scheme A" names where a fan clip exists, so a
user's clip folder in that scheme overrides them one for one. A few fan clips
are *sequences* here: the built-in set speaks them in parts so the 5-4-3-2-1
countdowns land on exact seconds (see `SEQUENCES`).
"""
from __future__ import annotations

from dataclasses import dataclass

LANGUAGES: tuple[str, ...] = ("en", "es", "pt")

#: espeak-ng voice per language (Debian voices; see docs/audio.md).
ESPEAK_VOICES: dict[str, str] = {"en": "en-us", "es": "es", "pt": "pt-br"}


@dataclass(frozen=True, slots=True)
class Phrase:
    """A clip's words: `text` is the subtitle, `say` what espeak-ng reads."""

    text: str
    say: str | None = None

    @property
    def spoken(self) -> str:
        return self.say if self.say is not None else self.text


_NUM = {
    "en": ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight"],
    "es": ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho"],
    "pt": ["zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito"],
}

_BASE: dict[str, dict[str, Phrase]] = {
    "en": {
        "alert": Phrase("Alert."),
        "enemy_activity_detected": Phrase("Enemy activity detected. Please begin first phase."),
        "unconfirmed_report": Phrase("Unconfirmed report:", "Unconfirmed report."),
        "threat": Phrase("Threat."),
        "serious_threat": Phrase("Serious threat."),
        "internal_threat": Phrase("Internal threat."),
        "serious_internal_threat": Phrase("Serious internal threat."),
        "zone_red": Phrase("Zone red."),
        "zone_white": Phrase("Zone white."),
        "zone_blue": Phrase("Zone blue."),
        "repeat": Phrase("Repeat.", "Repeat."),
        "incoming_data": Phrase("Incoming data. Repeat: incoming data.",
                                "Incoming data. Repeat. Incoming data."),
        "data_transfer_header": Phrase("Data transfer."),
        "data_transfer_in": Phrase("Data transfer in"),
        "data_transfer_complete": Phrase("Data transfer complete."),
        "communications_down": Phrase("Communications system down."),
        "communications_restored": Phrase("Communications restored."),
        "first_phase_ends_in_1_minute": Phrase("First phase ends in one minute."),
        "first_phase_ends_in_20_seconds": Phrase("First phase ends in twenty seconds."),
        "first_phase_ends_in": Phrase("First phase ends in"),
        "first_phase_ended": Phrase("First phase ended."),
        "second_phase_begins": Phrase("Begin second phase."),
        "second_phase_ends_in_1_minute": Phrase("Second phase ends in one minute."),
        "second_phase_ends_in_20_seconds": Phrase("Second phase ends in twenty seconds."),
        "second_phase_ends_in": Phrase("Second phase ends in"),
        "second_phase_ended": Phrase("Second phase ended."),
        "third_phase_begins": Phrase("Begin third phase."),
        "operation_ends_in_1_minute": Phrase("Operation ends in one minute."),
        "operation_ends_in_20_seconds": Phrase("Operation ends in twenty seconds."),
        "operation_ends_in": Phrase("Operation ends in"),
        "mission_complete": Phrase("Mission complete. Jumping to hyperspace."),
    },
    "es": {
        "alert": Phrase("Alerta."),
        "enemy_activity_detected": Phrase(
            "Detectando actividad enemiga. Por favor, inicien la primera fase."),
        "unconfirmed_report": Phrase("Mensaje pendiente de confirmación...",
                                     "Mensaje pendiente de confirmación."),
        "threat": Phrase("Amenaza"),
        "serious_threat": Phrase("Amenaza grave"),
        "internal_threat": Phrase("Amenaza interna."),
        "serious_internal_threat": Phrase("Amenaza interna grave."),
        "zone_red": Phrase("en la zona roja."),
        "zone_white": Phrase("en la zona blanca."),
        "zone_blue": Phrase("en la zona azul."),
        "repeat": Phrase("Repetimos...", "Repetimos."),
        "incoming_data": Phrase("Recibiendo datos. Repetimos: recibiendo datos.",
                                "Recibiendo datos. Repetimos. Recibiendo datos."),
        "data_transfer_header": Phrase("Transferencia de datos."),
        "data_transfer_in": Phrase("Transferencia de datos en"),
        "data_transfer_complete": Phrase("Transferencia de datos completada."),
        "communications_down": Phrase("El sistema de comunicaciones ha fallado..."),
        "communications_restored": Phrase("Comunicaciones restauradas."),
        "first_phase_ends_in_1_minute": Phrase("La primera fase concluye en 1 minuto.",
                                               "La primera fase concluye en un minuto."),
        "first_phase_ends_in_20_seconds": Phrase("La primera fase concluye en 20 segundos.",
                                                 "La primera fase concluye en veinte segundos."),
        "first_phase_ends_in": Phrase("La primera fase concluye en"),
        "first_phase_ended": Phrase("Primera fase concluida."),
        "second_phase_begins": Phrase("Inicien la segunda fase."),
        "second_phase_ends_in_1_minute": Phrase("La segunda fase concluye en 1 minuto.",
                                                "La segunda fase concluye en un minuto."),
        "second_phase_ends_in_20_seconds": Phrase("La segunda fase concluye en 20 segundos.",
                                                  "La segunda fase concluye en veinte segundos."),
        "second_phase_ends_in": Phrase("La segunda fase concluye en"),
        "second_phase_ended": Phrase("Segunda fase concluida."),
        "third_phase_begins": Phrase("Inicien la tercera fase."),
        "operation_ends_in_1_minute": Phrase("La operación concluye en 1 minuto.",
                                             "La operación concluye en un minuto."),
        "operation_ends_in_20_seconds": Phrase("La operación concluye en 20 segundos.",
                                               "La operación concluye en veinte segundos."),
        "operation_ends_in": Phrase("La operación concluye en"),
        "mission_complete": Phrase("Misión completada. Saltando al hiperespacio."),
    },
    "pt": {
        "alert": Phrase("Alerta."),
        "enemy_activity_detected": Phrase("Atividade inimiga detectada. Favor iniciar primeira fase."),
        "unconfirmed_report": Phrase("Confirmação pendente:", "Confirmação pendente."),
        "threat": Phrase("Ameaça."),
        "serious_threat": Phrase("Ameaça grave."),
        "internal_threat": Phrase("Ameaça interna."),
        "serious_internal_threat": Phrase("Ameaça interna grave."),
        "zone_red": Phrase("Zona vermelha."),
        "zone_white": Phrase("Zona branca."),
        "zone_blue": Phrase("Zona azul."),
        "repeat": Phrase("Repetindo...", "Repetindo."),
        "incoming_data": Phrase("Dados a caminho. Repetindo: dados a caminho.",
                                "Dados a caminho. Repetindo. Dados a caminho."),
        "data_transfer_header": Phrase("Transferência de dados."),
        "data_transfer_in": Phrase("Transferência de dados em"),
        "data_transfer_complete": Phrase("Transferência de dados completada."),
        "communications_down": Phrase("Sistema de comunicação inoperante..."),
        "communications_restored": Phrase("Comunicações restauradas."),
        "first_phase_ends_in_1_minute": Phrase("Primeira fase termina em um minuto."),
        "first_phase_ends_in_20_seconds": Phrase("Primeira fase termina em vinte segundos."),
        "first_phase_ends_in": Phrase("Primeira fase termina em"),
        "first_phase_ended": Phrase("Primeira fase terminada."),
        "second_phase_begins": Phrase("Iniciar segunda fase."),
        "second_phase_ends_in_1_minute": Phrase("Segunda fase termina em um minuto."),
        "second_phase_ends_in_20_seconds": Phrase("Segunda fase termina em vinte segundos."),
        "second_phase_ends_in": Phrase("Segunda fase termina em"),
        "second_phase_ended": Phrase("Segunda fase terminada."),
        "third_phase_begins": Phrase("Iniciar terceira fase."),
        "operation_ends_in_1_minute": Phrase("Operação termina em um minuto."),
        "operation_ends_in_20_seconds": Phrase("Operação termina em vinte segundos."),
        "operation_ends_in": Phrase("Operação termina em"),
        "mission_complete": Phrase("Missão completada. Saltando para o hiperespaço."),
    },
}

_TIME_WORD = {"en": ("Time", "T plus"), "es": ("Tiempo", "te más"), "pt": ("Instante", "tê mais")}
_BEEP_TEXT = {"en": "*beep*", "es": "*biip*", "pt": "*bipe*"}

#: Notes shown in subtitles, never spoken.
NOTES: dict[str, dict[str, str]] = {
    "ignore_unconfirmed": {"en": "(ignore: crew under 5)",
                           "es": "(ignorar: tripulación de menos de 5)",
                           "pt": "(ignorar: tripulação com menos de 5)"},
    "ignore_solo": {"en": "(solo: ignore)", "es": "(en solitario: ignorar)",
                    "pt": "(solo: ignorar)"},
    "static": {"en": "[static]", "es": "[estática]", "pt": "[estática]"},
}

#: Fan clips that the built-in set speaks as a timed sequence of parts.
#: A user's clip with the fan name replaces the whole sequence.
SEQUENCES: dict[str, tuple[str, ...]] = {
    "begin_first_phase": ("alert", "enemy_activity_detected"),
    "data_transfer": ("data_transfer_header", "repeat", "data_transfer_in",
                      "count_5", "count_4", "count_3", "count_2", "count_1", "beep",
                      "data_transfer_complete"),
    "first_phase_ends": ("first_phase_ends_in", "count_5", "count_4", "count_3", "count_2",
                         "count_1", "first_phase_ended"),
    "second_phase_ends": ("second_phase_ends_in", "count_5", "count_4", "count_3", "count_2",
                          "count_1", "second_phase_ended"),
    "operation_ends": ("operation_ends_in", "count_5", "count_4", "count_3", "count_2",
                       "count_1", "mission_complete"),
}

#: Language-independent sound effects (files under assets/sfx/).
SFX: tuple[str, ...] = ("beep", "white_noise", "red_alert_0", "red_alert_1", "red_alert_2",
                        "red_alert_3")


def voice_phrases(lang: str) -> dict[str, Phrase]:
    """Every voice clip the built-in set renders for `lang` (id -> phrase)."""
    table = dict(_BASE[lang])
    title, plus = _TIME_WORD[lang]
    for n in range(1, 9):
        table[f"time_t_plus_{n}"] = Phrase(f"{title} T+{n}.", f"{title}, {plus} {_NUM[lang][n]}.")
    for n in range(1, 6):
        table[f"count_{n}"] = Phrase(f"{n}." if n == 1 else f"{n},", f"{_NUM[lang][n]}.")
    return table


def subtitle(lang: str, clip_id: str) -> str:
    """Subtitle for any clip id, including sequences and sound effects."""
    if clip_id in SEQUENCES:
        return " ".join(subtitle(lang, part) for part in SEQUENCES[clip_id])
    if clip_id == "beep":
        return _BEEP_TEXT[lang]
    if clip_id in SFX:
        return ""
    if "_zone_" in clip_id:  # a merged "serious_threat_zone_red" clip (German-style packs)
        kind, zone = clip_id.split("_zone_")
        return f"{subtitle(lang, kind)} {subtitle(lang, 'zone_' + zone)}"
    return voice_phrases(lang)[clip_id].text
