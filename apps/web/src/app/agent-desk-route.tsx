import { LanguagePicker } from '@/app/language-picker';
import { DeskFrame } from '@/features/agent-desk/desk-frame';

/** The agent desk's frame with the site's language picker, put together in the app layer. */
export function AgentDeskRoute() {
  return <DeskFrame languagePicker={<LanguagePicker />} />;
}
