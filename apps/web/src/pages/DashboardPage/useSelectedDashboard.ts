// The dashboard as of the selected day. The day starts unset (the server's today is asked
// for), is set once from the first answer, then moves with the day navigator.
import { useEffect, useState } from "react";
import { trpc } from "../../api/trpc";
import { useDashboardQuery } from "../../api/useDashboardQuery";
import { todayIso } from "../../dates/today";
import { initialSelectedDate, nextDay, previousDay } from "./selectedDate";

export function useSelectedDashboard() {
  const utils = trpc.useUtils();
  const [selectedDate, setSelectedDate] = useState<string | null>(null);
  const query = useDashboardQuery(selectedDate);
  const { data, isPlaceholderData } = query;

  useEffect(() => {
    if (selectedDate !== null || !data || isPlaceholderData) return;
    const today = todayIso();
    const initial = initialSelectedDate(data, today);
    // The first answer is the dashboard of the server's today, which is the day of the zone the
    // call carried (the browser's): when the first day selected is today, that answer is the
    // day's own, kept under its key instead of being asked for a second time.
    if (initial === today) utils.health.dashboard.setData({ selected_date: initial }, data);
    setSelectedDate(initial);
  }, [data, isPlaceholderData, selectedDate, utils]);

  return {
    query,
    selectedDate,
    goToPreviousDay: () => setSelectedDate((day) => (day ? previousDay(day) : day)),
    goToNextDay: () => setSelectedDate((day) => (day ? nextDay(day, todayIso()) : day)),
  };
}
