import { GripVertical, MoreHorizontal } from "lucide-react";
import { iconSprite } from "@/components/ui/icon-sprite";

/** Every card's two icons (its drag handle and its Move to… button), drawn once by the board. */
export const BoardIcons = iconSprite("board-card-icon", { drag: GripVertical, more: MoreHorizontal });
