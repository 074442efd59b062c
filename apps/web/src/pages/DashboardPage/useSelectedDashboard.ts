// The dashboard as of the selected day. The day starts unset (the server's today is asked
// for), is set once from the first answer, then moves with the day navigator.
import { useEffect, useState } from "react";
import { useDashboardQuery } from "../../api/useDashboardQuery";
import { todayIso } from "../../dates/today";
import { initialSelectedDate, nextDay, previousDay } from "./selectedDate";

export function useSelectedDashboard() {
  const [selectedDate, setSelectedDate] = useState<string | null>(null);
  const query = useDashboardQuery(selectedDate);
  const { data } = query;

  useEffect(() => {
    if (selectedDate === null && data) setSelectedDate(initialSelectedDate(data, todayIso()));
  }, [data, selectedDate]);

  return {
    query,
    selectedDate,
    goToPreviousDay: () => setSelectedDate((day) => (day ? previousDay(day) : day)),
    goToNextDay: () => setSelectedDate((day) => (day ? nextDay(day, todayIso()) : day)),
  };
}
