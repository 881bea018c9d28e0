import { HexColorPicker } from "react-colorful";
import { colourMessages as c } from "~/i18n/nl.colour";

/** react-colorful's picker (a dynamic import of the colour field: fetched when the shopper first opens it). */
export default function ColourPopover({
  colour,
  onChange,
  onClose,
}: {
  colour: string;
  onChange: (colour: string) => void;
  onClose: () => void;
}) {
  return (
    <div className="colour-popover" data-colour-picker>
      <HexColorPicker color={colour} onChange={(v) => onChange(v.toLowerCase())} />
      <button type="button" className="btn btn-secondary btn-sm" onClick={onClose}>
        {c.picker.close}
      </button>
    </div>
  );
}
