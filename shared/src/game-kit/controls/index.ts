// Small accessible controls every game can use: switch, select, share button, toolbar and its buttons.
export { Switch, type SwitchProps } from './Switch';
export { Select, type SelectGroup, type SelectOption, type SelectProps } from './Select';
export { ShareButton, type ShareButtonProps } from './ShareButton';
export {
  ClearButton,
  HintButton,
  RedoButton,
  TOOL_ICONS,
  ToolIcon,
  Toolbar,
  ToolbarButton,
  UndoButton,
  type HintButtonProps,
  type ToolbarButtonProps,
  type ToolbarProps,
  type ToolProps,
} from './Toolbar';
